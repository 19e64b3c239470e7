package dev.cairn.text.pii;

import java.util.ArrayList;
import java.util.List;

/** A labelled document: inline {@code ⟦TYPE:value⟧} markup stripped to plain text and gold spans. */
record LabelledText(String text, List<Identifier> gold) {
    private static final char OPEN = '⟦';
    private static final char CLOSE = '⟧';

    static LabelledText parse(String marked) {
        StringBuilder text = new StringBuilder(marked.length());
        List<Identifier> gold = new ArrayList<>();
        int i = 0;
        while (i < marked.length()) {
            int open = marked.indexOf(OPEN, i);
            if (open < 0) {
                text.append(marked, i, marked.length());
                break;
            }
            text.append(marked, i, open);
            int colon = marked.indexOf(':', open);
            int close = marked.indexOf(CLOSE, colon);
            IdentifierType type = IdentifierType.valueOf(marked.substring(open + 1, colon));
            int start = text.length();
            text.append(marked, colon + 1, close);
            gold.add(new Identifier(type, start, text.length()));
            i = close + 1;
        }
        return new LabelledText(text.toString(), gold);
    }
}
