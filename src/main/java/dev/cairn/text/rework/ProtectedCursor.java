package dev.cairn.text.rework;

/**
 * The next occurrence of one character after a position, for queries whose positions never decrease: the cursor
 * only moves forward, so all queries together cost one pass over the text.
 */
final class ProtectedCursor {
    private final String text;
    private final char target;
    private int found = -1;
    private boolean exhausted;

    ProtectedCursor(String text, char target) {
        this.text = text;
        this.target = target;
    }

    /** The first index after {@code from} holding the character, or -1. */
    int nextAfter(int from) {
        if (found > from) {
            return found;
        }
        if (exhausted) {
            return -1;
        }
        int next = text.indexOf(target, Math.max(from, found) + 1);
        if (next < 0) {
            exhausted = true;
            return -1;
        }
        found = next;
        return next;
    }
}
