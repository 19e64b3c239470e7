package dev.cairn.text.rework;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Every item rework_text keeps byte for byte and in order. Code is found first and masked, so that nothing inside
 * it opens a quote, a link or emphasis; the other scanners read the masked text; overlapping candidates resolve to
 * the one that starts first (the longer at equal starts), so a URL inside a quoted passage belongs to the passage;
 * runs of other scripts are found last, in what is left.
 */
public final class ProtectedItems {
    /** Stands for each character of code in the text the other scanners read: a private-use, non-letter character. */
    static final char CODE_MASK = '\uE000';

    private static final Comparator<ProtectedItem> OUTER_FIRST = Comparator.comparingInt(ProtectedItem::start)
        .thenComparing(Comparator.comparingInt(ProtectedItem::end).reversed())
        .thenComparing(ProtectedItem::kind);

    private ProtectedItems() {
    }

    /** The protected items of {@code text}: sorted by start, never overlapping. */
    public static List<ProtectedItem> find(String text) {
        List<ProtectedItem> code = ProtectedCode.find(text);
        String masked = masked(text, code);
        List<ProtectedItem> candidates = new ArrayList<>(code);
        candidates.addAll(MarkdownLineMarkers.find(masked));
        candidates.addAll(MarkdownInline.find(masked));
        candidates.addAll(ProtectedUrls.find(masked));
        candidates.addAll(ProtectedQuotes.find(masked));
        candidates.addAll(ProtectedNumbers.find(masked));
        candidates.sort(OUTER_FIRST);
        List<ProtectedItem> items = new ArrayList<>();
        int covered = 0;
        for (ProtectedItem candidate : candidates) {
            if (candidate.start() >= covered && candidate.end() > candidate.start()) {
                ProtectedScripts.addRuns(masked, covered, candidate.start(), items);
                items.add(candidate);
                covered = candidate.end();
            }
        }
        ProtectedScripts.addRuns(masked, covered, masked.length(), items);
        return items;
    }

    /**
     * How many of the input's items, per class, appear among the output's items with the same class and text in the
     * same relative order: a greedy in-order match that skips an input item with no match after the last one matched.
     */
    static Map<ProtectedClass, Integer> preserved(String input, List<ProtectedItem> inputItems, String output) {
        List<ProtectedItem> outputItems = find(output);
        Map<ProtectedClass, Map<String, ArrayDeque<Integer>>> positions = new EnumMap<>(ProtectedClass.class);
        for (int i = 0; i < outputItems.size(); i++) {
            ProtectedItem item = outputItems.get(i);
            positions.computeIfAbsent(item.kind(), k -> new HashMap<>())
                .computeIfAbsent(item.in(output), k -> new ArrayDeque<>()).addLast(i);
        }
        Map<ProtectedClass, Integer> counts = new EnumMap<>(ProtectedClass.class);
        Map<ProtectedClass, Integer> lastMatched = new EnumMap<>(ProtectedClass.class);
        for (ProtectedItem item : inputItems) {
            counts.putIfAbsent(item.kind(), 0);
            ArrayDeque<Integer> same = positions.getOrDefault(item.kind(), Map.of()).get(item.in(input));
            int after = lastMatched.getOrDefault(item.kind(), -1);
            while (same != null && !same.isEmpty() && same.peekFirst() <= after) {
                same.pollFirst();
            }
            if (same != null && !same.isEmpty()) {
                lastMatched.put(item.kind(), same.pollFirst());
                counts.merge(item.kind(), 1, Integer::sum);
            }
        }
        return counts;
    }

    private static String masked(String text, List<ProtectedItem> code) {
        if (code.isEmpty()) {
            return text;
        }
        char[] chars = text.toCharArray();
        for (ProtectedItem item : code) {
            Arrays.fill(chars, item.start(), item.end(), CODE_MASK);
        }
        return new String(chars);
    }
}
