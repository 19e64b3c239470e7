package dev.cairn.text.validate;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Markdown code fences (CommonMark rules, backticks only) whose info string is "json" or empty. Fences of other
 * languages are skipped whole, so a fence line inside them does not count. A block left open runs to the end.
 */
final class FencedBlocks {
    /** A JSON block: its content spans [contentStart, contentEnd); fenceStart is where its opening fence is. */
    record Block(int fenceStart, int contentStart, int contentEnd) {
    }

    private FencedBlocks() {
    }

    static List<Block> jsonBlocks(String text) {
        List<Block> blocks = new ArrayList<>();
        int lineStart = 0;
        int fenceStart = -1;
        int fenceLength = 0;
        boolean json = false;
        int contentStart = 0;
        while (lineStart < text.length()) {
            int lineEnd = lineEnd(text, lineStart);
            int next = nextLine(text, lineEnd);
            String line = text.substring(lineStart, lineEnd);
            int ticks = fenceTicks(line);
            if (fenceStart < 0 && ticks >= 3) {
                String info = line.substring(indent(line) + ticks).strip();
                if (!info.contains("`")) {
                    fenceStart = lineStart;
                    fenceLength = ticks;
                    String language = info.split("\\s+", 2)[0].toLowerCase(Locale.ROOT);
                    json = language.isEmpty() || language.equals("json");
                    contentStart = next;
                }
            } else if (fenceStart >= 0 && ticks >= fenceLength && line.substring(indent(line) + ticks).isBlank()) {
                if (json) {
                    blocks.add(new Block(fenceStart, contentStart, lineStart));
                }
                fenceStart = -1;
            }
            lineStart = next;
        }
        if (fenceStart >= 0 && json) {
            blocks.add(new Block(fenceStart, contentStart, text.length()));
        }
        return blocks;
    }

    /** Number of backticks opening the line after at most three spaces, 0 when it does not start a fence. */
    private static int fenceTicks(String line) {
        int indent = indent(line);
        if (indent > 3) {
            return 0;
        }
        int end = indent;
        while (end < line.length() && line.charAt(end) == '`') {
            end++;
        }
        return end - indent;
    }

    private static int indent(String line) {
        int n = 0;
        while (n < line.length() && line.charAt(n) == ' ') {
            n++;
        }
        return n;
    }

    private static int lineEnd(String text, int from) {
        int i = from;
        while (i < text.length() && text.charAt(i) != '\n' && text.charAt(i) != '\r') {
            i++;
        }
        return i;
    }

    private static int nextLine(String text, int lineEnd) {
        if (lineEnd >= text.length()) {
            return text.length();
        }
        boolean crlf = text.charAt(lineEnd) == '\r' && lineEnd + 1 < text.length() && text.charAt(lineEnd + 1) == '\n';
        return lineEnd + (crlf ? 2 : 1);
    }
}
