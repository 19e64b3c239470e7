package dev.cairn.text.rework;

import java.util.ArrayList;
import java.util.List;

/**
 * Cuts a text into {@link Token}s in one pass: each protected item becomes one PROTECTED token; a WORD is a run
 * of letters and combining marks with single inner apostrophes (' or ’) or hyphens between letters ("don't",
 * "well-known"); SPACE is a run of white space; every other code point (punctuation, symbols, a lone
 * surrogate) is a PUNCT token of its own. Joining the tokens' texts gives the text back exactly.
 */
final class Tokenizer {
    /** One shared token per ASCII character that stands alone (a space, a newline, a comma...): most of a text's tokens. */
    private static final Token[] SINGLE = new Token[0x80];

    static {
        for (char c = 0; c < SINGLE.length; c++) {
            SINGLE[c] = isSpace(c) ? Token.space(String.valueOf(c)) : Token.punct(String.valueOf(c));
        }
    }

    private Tokenizer() {
    }

    static List<Token> tokens(String text, List<ProtectedItem> items) {
        List<Token> tokens = new ArrayList<>(text.length() / 3 + 1);
        int next = 0;
        int i = 0;
        while (i < text.length()) {
            if (next < items.size() && items.get(next).start() == i) {
                ProtectedItem item = items.get(next++);
                tokens.add(new Token(item.in(text), Token.Kind.PROTECTED));
                i = item.end();
                continue;
            }
            int limit = next < items.size() ? items.get(next).start() : text.length();
            int cp = text.codePointAt(i);
            int end;
            if (isSpace(cp)) {
                end = spaceEnd(text, i, limit);
                tokens.add(end == i + 1 && cp < 0x80 ? SINGLE[cp] : Token.space(text.substring(i, end)));
            } else if (isLetter(cp)) {
                end = wordEnd(text, i, limit);
                tokens.add(Token.word(text.substring(i, end)));
            } else {
                end = i + Character.charCount(cp);
                tokens.add(cp < 0x80 ? SINGLE[cp] : Token.punct(text.substring(i, end)));
            }
            i = end;
        }
        return tokens;
    }

    private static int spaceEnd(String text, int i, int limit) {
        while (i < limit) {
            int cp = text.codePointAt(i);
            if (!isSpace(cp)) {
                break;
            }
            i += Character.charCount(cp);
        }
        return i;
    }

    /** White space, with a fast path for ASCII (prose is mostly ASCII; the JDK's tables serve the rest). */
    private static boolean isSpace(int cp) {
        if (cp < 0x80) {
            return cp == ' ' || cp >= 0x09 && cp <= 0x0D || cp >= 0x1C && cp <= 0x1F;
        }
        return Character.isWhitespace(cp) || Character.isSpaceChar(cp);
    }

    static boolean isLetter(int cp) {
        if (cp < 0x80) {
            return cp >= 'a' && cp <= 'z' || cp >= 'A' && cp <= 'Z';
        }
        return Character.isLetter(cp);
    }

    private static int wordEnd(String text, int i, int limit) {
        while (i < limit) {
            int cp = text.codePointAt(i);
            if (isLetter(cp) || cp >= 0x80 && Character.getType(cp) == Character.NON_SPACING_MARK) {
                i += Character.charCount(cp);
            } else if (isJoiner(cp) && i + 1 < limit && isLetter(text.codePointAt(i + 1))) {
                i++;
            } else {
                break;
            }
        }
        return i;
    }

    private static boolean isJoiner(int cp) {
        return cp == '\'' || cp == '\u2019' || cp == '-';
    }
}
