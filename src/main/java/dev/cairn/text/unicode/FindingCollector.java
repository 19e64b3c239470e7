package dev.cairn.text.unicode;

import com.ibm.icu.lang.UCharacter;
import java.util.ArrayList;
import java.util.List;

/**
 * Merges the scanner's events into findings: adjacent code points of the same category are one finding,
 * whose severity is the highest of its code points. Counts every finding; builds at most {@code cap} objects.
 */
final class FindingCollector implements Scanner.Sink {
    static final int MAX_LISTED = 32;

    private final String text;
    private final int cap;
    final int[] counts = new int[Cat.NAMES.length];
    int highest;
    final List<Finding> findings = new ArrayList<>();
    final TokenSink tokens;

    private int cat = Cat.NONE;
    private int start;
    private int end;
    private int line;
    private int column;
    private int level;
    private final int[] cps = new int[MAX_LISTED];
    private int listed;

    interface TokenSink {
        void token(int start, int end, int line, int column, int kind);
    }

    FindingCollector(String text, int cap, TokenSink tokens) {
        this.text = text;
        this.cap = cap;
        this.tokens = tokens;
    }

    @Override
    public void event(int offset, int length, int cp, int category, int lvl, int ln, int col) {
        if (lvl <= Cat.LEGIT) {
            return;
        }
        if (category == cat && offset == end) {
            end += length;
            level = Math.max(level, lvl);
            if (listed < MAX_LISTED) {
                cps[listed++] = cp;
            }
            return;
        }
        close();
        cat = category;
        start = offset;
        end = offset + length;
        line = ln;
        column = col;
        level = lvl;
        cps[0] = cp;
        listed = 1;
    }

    @Override
    public void token(int s, int e, int ln, int col, int kind) {
        tokens.token(s, e, ln, col, kind);
    }

    void close() {
        if (cat == Cat.NONE) {
            return;
        }
        counts[cat]++;
        highest = Math.max(highest, level);
        if (findings.size() < cap) {
            findings.add(build());
        }
        cat = Cat.NONE;
    }

    /** Counts a finding made elsewhere (tokens, normalization). */
    void count(int category, int lvl) {
        counts[category]++;
        highest = Math.max(highest, lvl);
    }

    private Finding build() {
        String decoded = null;
        if (cat == Cat.TAG) {
            decoded = Decoding.tagAscii(text, start, end);
        } else if (cat == Cat.VS && end - start > 1) {
            decoded = Decoding.selectorPayload(text, start, end);
        }
        return new Finding(Cat.NAMES[cat], Cat.severity(level), start, end - start, line, column,
            codePoints(cps, listed), names(cps, listed), Explanations.of(cat, level, cps[0]), decoded, null);
    }

    static List<String> codePoints(int[] cps, int n) {
        String[] out = new String[n];
        for (int k = 0; k < n; k++) {
            out[k] = String.format("U+%04X", cps[k]);
        }
        return List.of(out);
    }

    static List<String> names(int[] cps, int n) {
        String[] out = new String[n];
        for (int k = 0; k < n; k++) {
            out[k] = name(cps[k]);
        }
        return List.of(out);
    }

    static String name(int cp) {
        String name = UCharacter.getName(cp);
        if ((name == null || name.isEmpty()) && cp < 0xA0) {
            name = Character.getName(cp); // C0/C1 controls: the JDK knows their aliases (ESCAPE, NEXT LINE (NEL))
        }
        return name == null || name.isEmpty() ? UCharacter.getExtendedName(cp) : name;
    }
}
