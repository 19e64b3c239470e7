package dev.cairn.text.rework;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;

/** Counting, per class, the input's protected items an output keeps with their text and relative order. */
class ProtectedItemsPreservedTest {
    private static Map<ProtectedClass, Integer> preserved(String input, String output) {
        return ProtectedItems.preserved(input, ProtectedItems.find(input), output);
    }

    @Test
    void rewordedTextKeepsItsItems() {
        String input = "Please send 5 kg to anna@example.org by 25 Feb 2022, see https://x.example.";
        String output = "Kindly ship 5 kg to anna@example.org by 25 Feb 2022; details at https://x.example.";
        assertThat(preserved(input, output)).containsExactlyInAnyOrderEntriesOf(
            Map.of(ProtectedClass.NUMBERS, 2, ProtectedClass.EMAILS, 1, ProtectedClass.URLS, 1));
    }

    @Test
    void changedOrMissingItemsAreNotCounted() {
        assertThat(preserved("from 3 to 7 then 9", "from 3 to 8 then 9")).containsEntry(ProtectedClass.NUMBERS, 2);
        assertThat(preserved("`a` and `b`", "`b` and `a`")).containsEntry(ProtectedClass.CODE, 1);
        assertThat(preserved("\"hi\" there", "hi there")).containsEntry(ProtectedClass.QUOTES, 0);
    }

    @Test
    void sameTextInAnotherClassDoesNotCount() {
        assertThat(preserved("version `1.2`", "version 1.2")).containsEntry(ProtectedClass.CODE, 0)
            .doesNotContainKey(ProtectedClass.NUMBERS);
    }
}
