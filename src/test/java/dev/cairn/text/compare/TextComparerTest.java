package dev.cairn.text.compare;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class TextComparerTest {
    static void assertEditsRebuild(String original, String modified, Comparison.Diff diff) {
        StringBuilder rebuilt = new StringBuilder();
        int at = 0;
        for (Comparison.Edit edit : diff.edits()) {
            rebuilt.append(original, at, edit.originalOffset());
            rebuilt.append(modified, edit.modifiedOffset(), edit.modifiedOffset() + edit.modifiedLength());
            at = edit.originalOffset() + edit.originalLength();
        }
        rebuilt.append(original.substring(at));
        assertThat(rebuilt.toString()).isEqualTo(modified);
    }

    @Test
    void equalTextsAreEqualUnderEveryTransformation() {
        Comparison same = TextComparer.compare("same text", "same text");
        assertThat(same.equal()).isTrue();
        assertThat(same.firstDifference()).isNull();
        assertThat(same.diff().edits()).isEmpty();
        assertThat(same.equalAfter()).isEqualTo(new Comparison.EqualAfter(true, true, true, true, true, true));
    }

    @Test
    void aSlippedInZeroWidthSpaceIsAnInsertionOfAnInvisibleCharacter() {
        Comparison result = TextComparer.compare("approve the refund", "approve\u200B the refund");
        assertThat(result.firstDifference()).isEqualTo(new Comparison.Position(7, 1, 8));
        assertThat(result.diff().edits()).containsExactly(
                new Comparison.Edit("insert", 7, 0, 7, 1, "", "\u200B"));
        assertThat(result.onlyInModified()).containsExactly(
                new Comparison.Suspect("U+200B", "ZERO WIDTH SPACE", "invisible", 1));
        assertThat(result.onlyInOriginal()).isEmpty();
        assertThat(result.equalAfter().scrubStandard()).isTrue();
    }

    @Test
    void aHomoglyphIsAConfusableReplacementWithEqualSkeletons() {
        Comparison result = TextComparer.compare("paypal.com", "p\u0430ypal.com");
        assertThat(result.diff().edits()).containsExactly(new Comparison.Edit("replace", 1, 1, 1, 1, "a", "\u0430"));
        assertThat(result.onlyInModified()).extracting(Comparison.Suspect::kind).containsExactly("confusable");
        assertThat(result.equalAfter().skeleton()).isTrue();
        assertThat(result.equalAfter().nfkc()).isFalse();
    }

    @Test
    void fullwidthLettersAreEqualAfterNfkcOnly() {
        Comparison result = TextComparer.compare("ABC", "\uFF21\uFF22\uFF23");
        assertThat(result.equalAfter().nfc()).isFalse();
        assertThat(result.equalAfter().nfkc()).isTrue();
        assertThat(result.equalAfter().scrubUnicode()).isTrue();
    }

    @Test
    void positionsCountLinesWithCrlfAsOneBreakAndColumnsInCodePoints() {
        assertThat(TextComparer.compare("a\r\nb\r\nc", "a\r\nb\r\nX").firstDifference())
                .isEqualTo(new Comparison.Position(6, 3, 1));
        assertThat(TextComparer.compare("a\nb\rc", "a\nb\rX").firstDifference())
                .isEqualTo(new Comparison.Position(4, 3, 1));
        assertThat(TextComparer.compare("one\n\ntwo", "one\n\ntwX").firstDifference())
                .isEqualTo(new Comparison.Position(7, 3, 3));
    }

    @Test
    void columnsCountCodePointsAndNeverSplitAPair() {
        Comparison result = TextComparer.compare("😀😀x", "😀😁x");
        assertThat(result.firstDifference()).isEqualTo(new Comparison.Position(2, 1, 2));
        assertThat(result.diff().edits()).containsExactly(new Comparison.Edit("replace", 2, 2, 2, 2, "😀", "😁"));
    }

    @Test
    void longTextsAreDiffedByLineAndTheEditsRebuildTheModifiedText() {
        StringBuilder a = new StringBuilder();
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < 1_000; i++) {
            a.append("line ").append(i).append(" of the contract\n");
            b.append("line ").append(i).append(i % 250 == 0 ? " of the c\u043Entract\n" : " of the contract\n");
        }
        Comparison result = TextComparer.compare(a.toString(), b.toString());
        assertThat(result.diff().edits()).hasSize(4).allMatch(edit -> edit.operation().equals("replace"));
        assertEditsRebuild(a.toString(), b.toString(), result.diff());
    }

    @Test
    void unrelatedHugeTextsGiveOneBoundedReplacement() {
        String a = "alpha\n".repeat(100_000);
        String b = "omega\n".repeat(90_000);
        Comparison result = TextComparer.compare(a, b);
        assertThat(result.diff().edits()).hasSize(1);
        assertEditsRebuild(a, b, result.diff());
        assertThat(result.diff().edits().get(0).originalText()).hasSize(Diffs.SHOWN);
    }

    @Test
    void manyEditsAreCappedAndMarkedTruncated() {
        String a = "ab".repeat(500);
        String b = "aB".repeat(500);
        Comparison.Diff diff = TextComparer.compare(a, b).diff();
        assertThat(diff.truncated()).isTrue();
        assertThat(diff.edits()).hasSize(Diffs.MAX_EDITS);
    }

    @Test
    void suspectsAreInvisibleOrAsciiLookAlikesButNotOrdinaryLetters() {
        assertThat(Suspects.kind(0x200B)).isEqualTo("invisible");
        assertThat(Suspects.kind(0x202E)).isEqualTo("invisible");
        assertThat(Suspects.kind(0x0007)).isEqualTo("invisible");
        assertThat(Suspects.kind(0x00A0)).isEqualTo("invisible");
        assertThat(Suspects.kind(0x0430)).isEqualTo("confusable");
        assertThat(Suspects.kind(0xFF21)).isEqualTo("confusable");
        for (int cp : List.of((int) 'a', (int) 'é', (int) 'ж', (int) '中', 0x1F600, (int) '\n', (int) '\t')) {
            assertThat(Suspects.kind(cp)).as(Integer.toHexString(cp)).isNull();
        }
    }
}
