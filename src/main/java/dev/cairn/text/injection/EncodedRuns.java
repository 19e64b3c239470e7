package dev.cairn.text.injection;

import java.util.ArrayList;
import java.util.List;

/**
 * Candidate encoded payloads: runs of base64 (or hex) characters, space-free tokens with percent escapes,
 * and bytes written one per word ({@link SpacedBytes}). Each run is [start, end) with its kind.
 */
final class EncodedRuns {
    static final int MIN_BASE64 = 24;
    static final int MIN_HEX = 32;
    static final int MIN_PERCENT_ESCAPES = 4;
    /** Lower case, upper case and digits: base64 of text has all three; paths and long words do not. */
    private static final int ALL_CLASSES = 7;
    private static final int BASE64 = 8;
    private static final int HEX = 16;
    /** Per ASCII character: its class (1 lower case, 2 upper case, 4 digit) and whether it is base64 or hex. */
    private static final byte[] KINDS = kinds();

    record Run(String kind, int start, int end) {
    }

    private EncodedRuns() {
    }

    static List<Run> find(String text) {
        List<Run> runs = new ArrayList<>();
        List<Run> spaced = new ArrayList<>();
        int spacedFrom = 0;
        int n = text.length();
        int i = 0;
        while (i < n) {
            if (!base64Char(text.charAt(i))) {
                i++;
                continue;
            }
            int start = i;
            if (start >= spacedFrom) {
                spacedFrom = SpacedBytes.at(text, start, spaced);
            }
            int all = HEX;
            int classes = 0;
            while (i < n) {
                char c = text.charAt(i);
                int kind = c < KINDS.length ? KINDS[c] : 0;
                if ((kind & BASE64) == 0) {
                    break;
                }
                all &= kind;
                classes |= kind;
                i++;
            }
            boolean hex = all == HEX;
            classes &= ALL_CLASSES;
            int end = i;
            while (i < n && text.charAt(i) == '=') {
                i++;
            }
            if (hex && end - start >= MIN_HEX && (end - start) % 2 == 0) {
                runs.add(new Run("hex", start, end));
            } else if (!hex && end - start >= MIN_BASE64 && classes == ALL_CLASSES) {
                runs.add(new Run("base64", start, i));
            }
        }
        percentTokens(text, runs);
        runs.addAll(spaced);
        return runs;
    }

    /** Tokens are split at characters up to the space; only the tokens around a percent sign are read. */
    private static void percentTokens(String text, List<Run> runs) {
        int n = text.length();
        for (int i = text.indexOf('%'); i >= 0; i = text.indexOf('%', i)) {
            int start = i;
            while (start > 0 && text.charAt(start - 1) > ' ') {
                start--;
            }
            int escapes = 0;
            for (; i < n && text.charAt(i) > ' '; i++) {
                if (text.charAt(i) == '%' && i + 2 < n && hexDigit(text.charAt(i + 1))
                    && hexDigit(text.charAt(i + 2))) {
                    escapes++;
                }
            }
            if (escapes >= MIN_PERCENT_ESCAPES) {
                runs.add(new EncodedRuns.Run("url", start, i));
            }
        }
    }

    static boolean hexDigit(char c) {
        return c < KINDS.length && (KINDS[c] & HEX) != 0;
    }

    private static boolean base64Char(char c) {
        return c < KINDS.length && (KINDS[c] & BASE64) != 0;
    }

    private static byte[] kinds() {
        byte[] kinds = new byte[128];
        for (char c = 0; c < kinds.length; c++) {
            int kind = c >= 'a' && c <= 'z' ? 1 : c >= 'A' && c <= 'Z' ? 2 : c >= '0' && c <= '9' ? 4 : 0;
            if (kind != 0 || c == '+' || c == '/' || c == '-' || c == '_') {
                kind |= BASE64;
            }
            if ((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F')) {
                kind |= HEX;
            }
            kinds[c] = (byte) kind;
        }
        return kinds;
    }
}
