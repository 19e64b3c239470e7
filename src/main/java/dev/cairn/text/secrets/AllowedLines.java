package dev.cairn.text.secrets;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** The lines carrying the allow marker, from where the keyword scan found it; a finding starting on one of them is dropped. */
final class AllowedLines {
    private final List<int[]> lines; // [start, end) in text order

    private AllowedLines(List<int[]> lines) {
        this.lines = lines;
    }

    /** {@code markers}: where the marker occurs, in text order. */
    static AllowedLines of(String text, List<Integer> markers) {
        List<int[]> lines = new ArrayList<>();
        int from = 0;
        for (int at : markers) {
            if (at < from) {
                continue; // on a line already taken
            }
            int start = at;
            while (start > 0 && text.charAt(start - 1) != '\n' && text.charAt(start - 1) != '\r') {
                start--;
            }
            int end = at;
            while (end < text.length() && text.charAt(end) != '\n' && text.charAt(end) != '\r') {
                end++;
            }
            if (lines.isEmpty() || lines.get(lines.size() - 1)[1] < end) {
                lines.add(new int[] {start, end});
            }
            from = end;
        }
        return new AllowedLines(lines);
    }

    boolean contains(int offset) {
        int i = Collections.binarySearch(lines, new int[] {offset, offset}, (a, b) -> Integer.compare(a[0], b[0]));
        int index = i >= 0 ? i : -i - 2;
        return index >= 0 && offset < lines.get(index)[1] + 1 && offset >= lines.get(index)[0];
    }
}
