package dev.cairn.text.unicode;

import com.ibm.icu.lang.UCharacter;
import com.ibm.icu.lang.UCharacterCategory;
import com.ibm.icu.lang.UScript;

/**
 * One pass over the code points of a text. Ordinary characters cost a table lookup; every anomalous code
 * point becomes an event (category and level, after its context is known) delivered in text order to a
 * {@link Sink}. Events are buffered per line because bidi controls are judged by the balance of their line.
 * Nothing is allocated per ordinary character. Stacked marks are events for every caller; digits of mixed
 * scripts only for the inspector, since a scrub never rewrites visible characters.
 */
final class Scanner {
    interface Sink {
        void event(int offset, int length, int cp, int category, int level, int line, int column);

        /** A word-like token and its {@link TokenState#verdict()} kind; only the inspector asks for tokens. */
        default void token(int start, int end, int line, int column, int kind) {
        }
    }

    private final String text;
    private final Sink sink;
    private final boolean tokens;
    private final LineBuffer buffer = new LineBuffer();
    private final TokenState token = new TokenState();
    private final MarkStack marks;
    private final DigitRun digits;
    private int seqEnd;
    private int vsRunEnd = -1;
    private int vsRunLevel;
    /**
     * The last code point, not a mark, that a scrub keeps as it is (whitespace counts as a space): the context
     * that survives a scrub.
     */
    private int plain = -1;
    private int plainScanFrom = -1;
    private int plainScanAt = -1;

    Scanner(String text, Sink sink, boolean tokens) {
        this.text = text;
        this.sink = sink;
        this.tokens = tokens;
        this.marks = new MarkStack(text, buffer);
        this.digits = new DigitRun(text, buffer);
    }

    TokenState tokens() {
        return token;
    }

    void run() {
        final String s = text;
        final int n = s.length();
        int i = 0;
        int line = 1;
        int col = 1;
        int prev = -1;
        while (i < n) {
            char c = s.charAt(i);
            if (c < 0x80) {
                if (c == '\n' || c == '\r') {
                    endToken(i);
                    buffer.flush(sink, line);
                    line++;
                    col = 1;
                    i += c == '\r' && i + 1 < n && s.charAt(i + 1) == '\n' ? 2 : 1;
                    prev = '\n';
                    plain = '\n';
                    continue;
                }
                if (c < 0x20 || c == 0x7F) {
                    if (c != '\t') {
                        buffer.add(i, 1, c, Cat.CONTROL, c == 0x1B ? Cat.HIGH : Cat.MEDIUM, col);
                        marks.through(i, 1);
                    } else {
                        plain = c;
                    }
                    endToken(i);
                } else {
                    plain = c;
                    if (tokens) {
                        asciiToken(c, i, line, col);
                        if (c <= '9' && c >= '0') {
                            digits.asciiDigit(i, col);
                        }
                    }
                    if (c <= '9' && (c >= '0' || c == '#' || c == '*') && i + 1 < n && i >= seqEnd) {
                        char d = s.charAt(i + 1);
                        if (d == 0xFE0F || d == 0x20E3) {
                            seqEnd = Math.max(seqEnd, i + EmojiSequences.match(s, i, c));
                        }
                    }
                }
                prev = c;
                col++;
                i++;
                continue;
            }
            int cp = s.codePointAt(i);
            int len = Character.charCount(cp);
            int t = CodePointTable.get(cp);
            if ((t & CodePointTable.EMOJI_START) != 0 && i >= seqEnd && i + len < n
                && EmojiSequences.isComponent(s.codePointAt(i + len))) {
                seqEnd = i + EmojiSequences.match(s, i, cp);
            }
            int cat = t & 0x0F;
            if (cat == Cat.NONE) {
                if ((t & CodePointTable.MARK) == 0) {
                    plain = cp; // marks are skipped: a stack of them may be removed
                } else if (i >= seqEnd) {
                    marks.mark(i, len, cp, prev, col);
                }
                if (tokens) {
                    otherToken(cp, i, len, line, col);
                    if ((t & CodePointTable.DIGIT) != 0) {
                        digits.otherDigit(i, len, cp, col);
                    }
                }
            } else {
                endToken(i);
                int level = i < seqEnd ? Cat.SEQ : Context.level(s, i, len, cp, cat, prev, this);
                if (level != Cat.SEQ) {
                    buffer.add(i, len, cp, cat, level, col);
                }
                if (cat == Cat.WHITESPACE) {
                    plain = ' ';
                } else {
                    marks.through(i, len);
                }
            }
            prev = cp;
            col++;
            i += len;
        }
        endToken(n);
        buffer.flush(sink, line);
        if (token.latinLetters > 0) {
            token.markScript(UScript.LATIN);
        }
    }

    /** The last code point before the current one that no scrub removes, marks skipped; -1 at the start. */
    int plainBefore() {
        return plain;
    }

    /**
     * The first code point from {@code from} on that no scrub removes (whitespace counts), marks skipped, or -1.
     * A run of anomalous code points is scanned once: the answer is kept for every position inside the run.
     */
    int plainAfter(int from) {
        if (from < plainScanFrom || from > plainScanAt) {
            int j = from;
            while (j < text.length()) {
                int t = CodePointTable.get(text.codePointAt(j));
                int c = t & 0x0F;
                if ((c == Cat.NONE && (t & CodePointTable.MARK) == 0) || c == Cat.WHITESPACE) {
                    break;
                }
                j += Character.charCount(text.codePointAt(j));
            }
            plainScanFrom = from;
            plainScanAt = j;
        }
        return Context.next(text, plainScanAt);
    }

    /** Level of a variation selector at {@code i}, judged once for its whole run of selectors. */
    int selectorLevel(int i, int prev) {
        if (i < vsRunEnd) {
            return vsRunLevel;
        }
        int end = i;
        int count = 0;
        while (end < text.length()) {
            int cp = text.codePointAt(end);
            if (CodePointTable.category(cp) != Cat.VS || (end > i && end < seqEnd)) {
                break;
            }
            end += Character.charCount(cp);
            count++;
        }
        vsRunEnd = end;
        int first = text.codePointAt(i);
        if (count == 1) {
            vsRunLevel = Context.selectorExplained(first, prev) ? Cat.SEQ : Cat.LOW;
        } else {
            vsRunLevel = Decoding.selectorPayload(text, i, end) != null ? Cat.HIGH : Cat.MEDIUM;
        }
        return vsRunLevel;
    }

    private void asciiToken(char c, int i, int line, int col) {
        int kind = ASCII_KIND[c];
        if (kind == LETTER) {
            token.latinLetters++;
            if (token.start >= 0 && token.splitsAt(UScript.LATIN)) {
                endToken(i);
            }
            token.asciiLetter(i, line, col);
        } else if (kind == IN_TOKEN) {
            token.extend(i, line, col, -1);
        } else if (token.start >= 0) {
            endToken(i);
        }
    }

    private static final int LETTER = 1;
    private static final int IN_TOKEN = 2;
    /** ASCII letters; digits and . - _ @ that continue a token (domain names, identifiers, e-mail). */
    private static final byte[] ASCII_KIND = asciiKinds();

    private static byte[] asciiKinds() {
        byte[] k = new byte[128];
        for (int c = 0; c < 128; c++) {
            if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')) {
                k[c] = LETTER;
            } else if ((c >= '0' && c <= '9') || c == '.' || c == '-' || c == '_' || c == '@') {
                k[c] = IN_TOKEN;
            }
        }
        return k;
    }

    private void otherToken(int cp, int i, int len, int line, int col) {
        int type = UCharacter.getType(cp);
        int sc = UScript.getScript(cp);
        boolean letter = type >= UCharacterCategory.UPPERCASE_LETTER && type <= UCharacterCategory.OTHER_LETTER;
        if (sc != UScript.COMMON && sc != UScript.INHERITED && sc != UScript.UNKNOWN) {
            token.markScript(sc);
            if (letter) {
                if (sc == UScript.LATIN) {
                    token.latinLetters++;
                } else {
                    token.otherLetters++;
                }
            }
        }
        if (letter || (type >= UCharacterCategory.NON_SPACING_MARK && type <= UCharacterCategory.DECIMAL_DIGIT_NUMBER)) {
            if (letter && token.start >= 0 && sc != UScript.COMMON && sc != UScript.INHERITED && token.splitsAt(sc)) {
                endToken(i); // a word of a spaced script inside CJK or Thai text is a word of its own
            }
            token.extend(i, line, col, letter ? sc : -1);
        } else {
            endToken(i);
        }
    }

    private void endToken(int end) {
        if (!tokens || token.start < 0) {
            return;
        }
        sink.token(token.start, end, token.line, token.column, token.verdict());
        token.reset();
    }
}
