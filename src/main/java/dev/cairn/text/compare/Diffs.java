package dev.cairn.text.compare;

import com.github.difflib.DiffUtils;
import com.github.difflib.patch.AbstractDelta;
import com.github.difflib.patch.DeltaType;
import java.util.ArrayList;
import java.util.List;

/**
 * A compact diff in bounded time. The common prefix and suffix are cut first; what remains is diffed
 * by code point when both sides are short, by line when they have few lines, and otherwise reported as
 * one replacement (Myers' algorithm is O(N·D), too slow for two unrelated megabyte texts).
 */
final class Diffs {
    static final int SHOWN = 200;
    static final int MAX_EDITS = 100;
    private static final int MAX_CODE_POINTS = 2_000;
    private static final int MAX_LINES = 2_000;

    private Diffs() {
    }

    static Comparison.Diff between(String original, String modified, int prefix) {
        int suffix = commonSuffix(original, modified, prefix);
        Region a = new Region(original, prefix, original.length() - suffix);
        Region b = new Region(modified, prefix, modified.length() - suffix);
        List<Comparison.Edit> edits = new ArrayList<>();
        if (a.isEmpty() && b.isEmpty()) {
            return new Comparison.Diff(edits, false);
        }
        boolean byCodePoint = a.codePointCount() <= MAX_CODE_POINTS && b.codePointCount() <= MAX_CODE_POINTS;
        List<Region> unitsA = byCodePoint ? a.codePoints() : a.lines();
        List<Region> unitsB = byCodePoint ? b.codePoints() : b.lines();
        if (unitsA.size() > MAX_LINES || unitsB.size() > MAX_LINES) {
            edits.add(edit(a, b));
            return new Comparison.Diff(edits, false);
        }
        List<AbstractDelta<Region>> deltas = DiffUtils.diff(unitsA, unitsB, Region::sameText).getDeltas();
        for (AbstractDelta<Region> delta : deltas) {
            if (edits.size() == MAX_EDITS) {
                return new Comparison.Diff(edits, true);
            }
            edits.add(edit(span(a, unitsA, delta.getSource().getPosition(), delta.getSource().size()),
                    span(b, unitsB, delta.getTarget().getPosition(), delta.getTarget().size()), delta.getType()));
        }
        return new Comparison.Diff(edits, false);
    }

    private static int commonSuffix(String a, String b, int prefix) {
        int n = 0;
        int max = Math.min(a.length(), b.length()) - prefix;
        while (n < max && a.charAt(a.length() - 1 - n) == b.charAt(b.length() - 1 - n)) {
            n++;
        }
        // never start the suffix inside a surrogate pair of either text
        if (n > 0 && Character.isLowSurrogate(a.charAt(a.length() - n))
                && (splitsPair(a, a.length() - n) || splitsPair(b, b.length() - n))) {
            n--;
        }
        return n;
    }

    private static boolean splitsPair(String text, int at) {
        return at > 0 && Character.isHighSurrogate(text.charAt(at - 1));
    }

    /** The region covered by {@code count} units from index {@code first} (an empty one where they start). */
    private static Region span(Region whole, List<Region> units, int first, int count) {
        int start = first < units.size() ? units.get(first).start() : whole.end();
        int end = count == 0 ? start : units.get(first + count - 1).end();
        return new Region(whole.text(), start, end);
    }

    private static Comparison.Edit edit(Region a, Region b) {
        return edit(a, b, a.isEmpty() ? DeltaType.INSERT : b.isEmpty() ? DeltaType.DELETE : DeltaType.CHANGE);
    }

    private static Comparison.Edit edit(Region a, Region b, DeltaType type) {
        String operation = switch (type) {
            case INSERT -> "insert";
            case DELETE -> "delete";
            default -> "replace";
        };
        return new Comparison.Edit(operation, a.start(), a.length(), b.start(), b.length(), a.shown(SHOWN),
                b.shown(SHOWN));
    }
}
