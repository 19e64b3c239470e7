package dev.cairn.text.unicode;

import java.util.Arrays;

/** The anomalous code points of one line, held until the line ends so bidi controls can be balanced. */
final class LineBuffer {
    private int size;
    private int[] offset = new int[16];
    private int[] length = new int[16];
    private int[] cps = new int[16];
    private int[] cat = new int[16];
    private int[] level = new int[16];
    private int[] column = new int[16];
    private int[] stack = new int[16];

    void add(int off, int len, int cp, int category, int lvl, int col) {
        if (size == offset.length) {
            int n = size * 2;
            offset = Arrays.copyOf(offset, n);
            length = Arrays.copyOf(length, n);
            cps = Arrays.copyOf(cps, n);
            cat = Arrays.copyOf(cat, n);
            level = Arrays.copyOf(level, n);
            column = Arrays.copyOf(column, n);
        }
        offset[size] = off;
        length[size] = len;
        cps[size] = cp;
        cat[size] = category;
        level[size] = lvl;
        column[size] = col;
        size++;
    }

    void flush(Scanner.Sink sink, int line) {
        if (size == 0) {
            return;
        }
        balanceBidi();
        for (int k = 0; k < size; k++) {
            sink.event(offset[k], length[k], cps[k], cat[k], level[k], line, column[k]);
        }
        size = 0;
    }

    /**
     * UAX #9 pairing within the line: PDF closes the innermost embedding or override (not across an isolate),
     * PDI closes the innermost isolate and everything opened inside it. Paired controls are medium,
     * terminators with nothing to close are medium, openers still open at the end of the line are high.
     */
    private void balanceBidi() {
        int sp = 0;
        for (int k = 0; k < size; k++) {
            if (cat[k] != Cat.BIDI) {
                continue;
            }
            int cp = cps[k];
            if ((cp >= 0x202A && cp <= 0x202E && cp != 0x202C) || (cp >= 0x2066 && cp <= 0x2068)) {
                if (sp == stack.length) {
                    stack = Arrays.copyOf(stack, sp * 2);
                }
                stack[sp++] = k;
                level[k] = Cat.HIGH;
            } else if (cp == 0x202C) {
                level[k] = Cat.MEDIUM;
                if (sp > 0 && !isIsolate(cps[stack[sp - 1]])) {
                    level[stack[--sp]] = Cat.MEDIUM;
                }
            } else if (cp == 0x2069) {
                level[k] = Cat.MEDIUM;
                int q = sp - 1;
                while (q >= 0 && !isIsolate(cps[stack[q]])) {
                    q--;
                }
                if (q >= 0) {
                    for (int j = q; j < sp; j++) {
                        level[stack[j]] = Cat.MEDIUM;
                    }
                    sp = q;
                }
            }
        }
    }

    private static boolean isIsolate(int cp) {
        return cp >= 0x2066 && cp <= 0x2068;
    }
}
