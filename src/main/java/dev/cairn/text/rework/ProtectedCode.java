package dev.cairn.text.rework;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Finds code: fenced blocks (three or more backticks or tildes, closed by a fence of the same character at
 * least as long, or running to the end of the text) and inline spans (a backtick run closed by a run of the
 * same length within the paragraph). Paragraphs end at blank lines and fences.
 */
final class ProtectedCode {
    private final String text;
    private final List<ProtectedItem> items = new ArrayList<>();
    /** Backtick runs of the current paragraph, as start and length pairs. */
    private final List<int[]> runs = new ArrayList<>();

    private ProtectedCode(String text) {
        this.text = text;
    }

    static List<ProtectedItem> find(String text) {
        ProtectedCode code = new ProtectedCode(text);
        code.scan();
        return code.items;
    }

    private void scan() {
        int lineStart = 0;
        while (lineStart < text.length()) {
            int lineEnd = ProtectedLines.lineEnd(text, lineStart);
            int fence = fenceStart(lineStart, lineEnd);
            if (fence >= 0) {
                closeParagraph();
                lineStart = skipFencedBlock(fence, lineEnd);
                continue;
            }
            if (ProtectedLines.isBlank(text, lineStart, lineEnd)) {
                closeParagraph();
            } else {
                collectRuns(lineStart, lineEnd);
            }
            lineStart = ProtectedLines.nextLineStart(text, lineEnd);
        }
        closeParagraph();
    }

    /** The fence's first character when the line opens a fenced block, else -1. */
    private int fenceStart(int lineStart, int lineEnd) {
        int p = ProtectedLines.afterIndent(text, lineStart, lineEnd);
        if (p < 0 || p >= lineEnd || (text.charAt(p) != '`' && text.charAt(p) != '~')) {
            return -1;
        }
        int length = runLength(p, lineEnd);
        if (length < 3) {
            return -1;
        }
        for (int i = p + length; text.charAt(p) == '`' && i < lineEnd; i++) {
            if (text.charAt(i) == '`') {
                return -1; // a backtick fence's info string may not contain backticks
            }
        }
        return p;
    }

    /** Records the block opened at {@code fence} and answers where scanning resumes. */
    private int skipFencedBlock(int fence, int openingLineEnd) {
        char mark = text.charAt(fence);
        int length = runLength(fence, openingLineEnd);
        int lineStart = ProtectedLines.nextLineStart(text, openingLineEnd);
        while (lineStart < text.length()) {
            int lineEnd = ProtectedLines.lineEnd(text, lineStart);
            if (closesFence(lineStart, lineEnd, mark, length)) {
                items.add(new ProtectedItem(fence, lineEnd, ProtectedClass.CODE));
                return ProtectedLines.nextLineStart(text, lineEnd);
            }
            lineStart = ProtectedLines.nextLineStart(text, lineEnd);
        }
        items.add(new ProtectedItem(fence, text.length(), ProtectedClass.CODE));
        return text.length();
    }

    private boolean closesFence(int lineStart, int lineEnd, char mark, int openingLength) {
        int p = ProtectedLines.afterIndent(text, lineStart, lineEnd);
        if (p < 0 || p >= lineEnd || text.charAt(p) != mark) {
            return false;
        }
        int length = runLength(p, lineEnd);
        return length >= openingLength && ProtectedLines.isBlank(text, p + length, lineEnd);
    }

    private int runLength(int start, int limit) {
        char c = text.charAt(start);
        int p = start;
        while (p < limit && text.charAt(p) == c) {
            p++;
        }
        return p - start;
    }

    private void collectRuns(int lineStart, int lineEnd) {
        int p = lineStart;
        while (p < lineEnd) {
            if (text.charAt(p) == '`') {
                int length = runLength(p, lineEnd);
                runs.add(new int[] {p, length});
                p += length;
            } else {
                p++;
            }
        }
    }

    /** Pairs the paragraph's backtick runs: each opener takes the next run of the same length, in linear time. */
    private void closeParagraph() {
        int[] nextSameLength = new int[runs.size()];
        Map<Integer, Integer> lastSeen = new HashMap<>();
        for (int i = runs.size() - 1; i >= 0; i--) {
            nextSameLength[i] = lastSeen.getOrDefault(runs.get(i)[1], -1);
            lastSeen.put(runs.get(i)[1], i);
        }
        int i = 0;
        while (i < runs.size()) {
            int closer = nextSameLength[i];
            if (closer < 0) {
                i++;
                continue;
            }
            int[] close = runs.get(closer);
            items.add(new ProtectedItem(runs.get(i)[0], close[0] + close[1], ProtectedClass.CODE));
            i = closer + 1;
        }
        runs.clear();
    }
}
