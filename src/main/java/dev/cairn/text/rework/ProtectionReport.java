package dev.cairn.text.rework;

import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The result's {@code protected}: per class, the items found in the input and how many of them the whole
 * output holds byte for byte and in order (found again in the output by {@link ProtectedItems}); the
 * Latin-script sentences judged not English count as non-English items.
 */
final class ProtectionReport {
    private ProtectionReport() {
    }

    static Map<String, Rework.Protection> of(String text, List<ProtectedItem> items, String reworked,
                                             List<String> foreignSentences) {
        Map<ProtectedClass, Integer> found = new EnumMap<>(ProtectedClass.class);
        items.forEach(item -> found.merge(item.kind(), 1, Integer::sum));
        found.merge(ProtectedClass.NON_ENGLISH, foreignSentences.size(), Integer::sum);
        Map<ProtectedClass, Integer> preserved = new EnumMap<>(ProtectedClass.class);
        preserved.putAll(ProtectedItems.preserved(text, items, reworked));
        preserved.merge(ProtectedClass.NON_ENGLISH, inOrder(foreignSentences, reworked), Integer::sum);
        Map<String, Rework.Protection> named = new LinkedHashMap<>();
        for (ProtectedClass kind : ProtectedClass.values()) {
            named.put(kind.key(), new Rework.Protection(found.getOrDefault(kind, 0), preserved.getOrDefault(kind, 0)));
        }
        return named;
    }

    /** How many of {@code passages} the text holds one after the other, in order. */
    private static int inOrder(List<String> passages, String text) {
        int kept = 0;
        int from = 0;
        for (String passage : passages) {
            int at = text.indexOf(passage, from);
            if (at >= 0) {
                kept++;
                from = at + passage.length();
            }
        }
        return kept;
    }
}
