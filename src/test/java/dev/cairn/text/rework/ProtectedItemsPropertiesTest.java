package dev.cairn.text.rework;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/** Texts of tricky pieces: the items are sorted, disjoint, in bounds, and the text preserves all its own items. */
class ProtectedItemsPropertiesTest {
    private static final List<String> PIECES = List.of("\"", "'", "“", "”", "„", "«", "»", "‘", "’", "`", "```",
        "~~~", "3", "1.5", "-", "%", "$", " kg", " Feb ", "http://", "www.", "a.b", "@", "x@y.io", "#", "# ", "> ",
        "- ", "1. ", "|", "[", "](", ")", "![", "<", ">", "<b>", "*", "_", "**", "\n", "\r\n", "\r", "\n\n", " ",
        "word", "don't", "Привет", "мир", "東京", "\uD800", "\uDC00", "😀", "\u0301");

    @Provide
    Arbitrary<String> texts() {
        Arbitrary<String> piece = Arbitraries.oneOf(Arbitraries.of(PIECES), Arbitraries.strings().ofMaxLength(4));
        return piece.list().ofMaxSize(60).map(parts -> String.join("", parts));
    }

    @Property(tries = 500)
    void itemsAreSortedDisjointAndInBounds(@ForAll("texts") String text) {
        int previousEnd = 0;
        for (ProtectedItem item : ProtectedItems.find(text)) {
            assertThat(item.start()).isGreaterThanOrEqualTo(previousEnd);
            assertThat(item.end()).isGreaterThan(item.start()).isLessThanOrEqualTo(text.length());
            assertThat(splitsPair(text, item.start()) || splitsPair(text, item.end())).isFalse();
            previousEnd = item.end();
        }
    }

    @Property(tries = 300)
    void aTextPreservesEachOfItsItems(@ForAll("texts") String text) {
        List<ProtectedItem> items = ProtectedItems.find(text);
        Map<ProtectedClass, Integer> perClass = new EnumMap<>(ProtectedClass.class);
        items.forEach(item -> perClass.merge(item.kind(), 1, Integer::sum));
        assertThat(ProtectedItems.preserved(text, items, text)).isEqualTo(perClass);
    }

    private static boolean splitsPair(String text, int boundary) {
        return boundary > 0 && boundary < text.length() && Character.isHighSurrogate(text.charAt(boundary - 1))
            && Character.isLowSurrogate(text.charAt(boundary));
    }
}
