package dev.cairn.text.unicode;

import static org.assertj.core.api.Assertions.assertThat;

import com.ibm.icu.text.BreakIterator;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

class ScrubberPropertiesTest {
    /** Characters and sequences that exercise every rule, including lone surrogates. */
    static final List<String> ATOMS = List.of("a", "Z", "1", "#", "*", " ", "!", ";", ":", "«", "»", "\n",
        "\r", "\r\n", "\t", "é", "e\u0301", "\u0301", "\uD800", "\uDBFF", "\uDC00", "\u200B", "\u200C", "\u200D",
        "\u2060", "\uFEFF", "\u00AD", "\u034F", "\u3164", "\uFE0F", "\uFE0E", "\uFE00", "\uDB40\uDD00",
        "\uDB40\uDD50", "\uDB40\uDC01", "\uDB40\uDC67", "\uDB40\uDC62", "\uDB40\uDC65", "\uDB40\uDC6E",
        "\uDB40\uDC7F", "\u202A", "\u202B", "\u202C", "\u202D", "\u202E", "\u2066", "\u2067", "\u2068", "\u2069",
        "\u200E", "\u200F", "\u061C", "\u0001", "\u001B", "\u0085", "\u009B", "\uFFFE", "\uFDD0", "\uE000",
        "\u0378", "\u00A0", "\u202F", "\u2003", "\u2028", "\u2029", "\u3000", "\uFB01", "\uFF21", "\u00B2", "\u2139",
        "\uD83D\uDE00", "\uD83D\uDC68", "\uD83D\uDC69", "\uD83D\uDCBB", "\uD83C\uDFF4", "\uD83C\uDFFD", "\u2764",
        "\u20E3", "\uD83C\uDDEB", "\uD83C\uDDF7", "ب", "ک", "ה", "क", "्", "ष", "ก", "東", "а", "ο", "\u0BCD", "Ω",
        "\u1820", "\u180B", "\u0E32", "\uD835\uDC00", "\u3099", "\u1100", "\u1161", "\u064E", "\u0640", "\u17D2",
        "\u17B4", "\u1780", "\u115F", "\u2064", "\uFFA0", "\u0000", "\u1680", "\u00A9", "\uFE01", "\uDB40\uDDEF",
        "\u2800", "\u0300", "\u0302", "\u05B8", "\u0660", "\uFF11", "\uFFF9", "\u2009", "\u20DD", "\uF8FF", "°");

    @Provide
    Arbitrary<String> anyText() {
        Arbitrary<String> atom = Arbitraries.oneOf(Arbitraries.of(ATOMS),
            Arbitraries.strings().all().ofMinLength(1).ofMaxLength(3), Arbitraries.of(Samples.rgiEmoji()));
        return atom.list().ofMaxSize(40).map(l -> String.join("", l));
    }

    @Property(tries = 2000)
    void scrubIsIdempotentInEveryMode(@ForAll("anyText") String text) {
        for (ScrubMode mode : ScrubMode.values()) {
            String once = Scrubber.scrub(text, mode).text();
            ScrubResult twice = Scrubber.scrub(once, mode);
            assertThat(twice.text()).as(mode + " " + LegitimateTextTest.hex(text)).isEqualTo(once);
            assertThat(twice.changed()).isFalse();
        }
    }

    @Property(tries = 2000)
    void noModeProducesALoneSurrogate(@ForAll("anyText") String text) {
        for (ScrubMode mode : ScrubMode.values()) {
            String out = Scrubber.scrub(text, mode).text();
            for (int i = 0; i < out.length(); i++) {
                char c = out.charAt(i);
                if (Character.isHighSurrogate(c)) {
                    assertThat(i + 1 < out.length() && Character.isLowSurrogate(out.charAt(i + 1))).isTrue();
                    i++;
                } else {
                    assertThat(Character.isLowSurrogate(c)).as(mode + " " + LegitimateTextTest.hex(text)).isFalse();
                }
            }
        }
    }

    @Property(tries = 2000)
    void inspectNeverFailsAndCountsMatch(@ForAll("anyText") String text) {
        Inspection r = TextInspector.inspect(text);
        assertThat(r.summary().findingCount()).isEqualTo(r.findings().size());
        assertThat(r.findings()).allMatch(f -> f.offset() >= 0 && f.offset() + f.length() <= text.length());
    }

    /** Legitimate pieces: RGI emoji, words of the 17 prose samples, script sequences with ZWJ and ZWNJ. */
    private static final List<String> PIECES = pieces();

    private static List<String> pieces() {
        List<String> p = new ArrayList<>(Samples.rgiEmoji());
        for (String prose : Samples.PROSE.values()) {
            p.addAll(Arrays.asList(prose.split(" ")));
        }
        p.addAll(List.of("क्\u200Dष", "کتاب\u200Cها", "e\u0301", "\u2764\uFE0F", "\u845B\uDB40\uDD00", "\u0030\uFE00"));
        p.removeIf(s -> s.isEmpty() || s.contains("\u00A0"));
        return List.copyOf(p);
    }

    /** Junk whose verdict does not depend on its neighbours. */
    private static final List<String> JUNK = List.of("\u202E", "\u2066", "\u2069", "\u202C", "\u202A", "\u2060",
        "\u0001", "\u001B", "\u007F", "\u200B\u200B", "\uDB40\uDC01\uDB40\uDC68\uDB40\uDC69", "\uDB40\uDD00\uDB40\uDD01",
        "\uFEFF", "\u180E", "\u2062");

    @Provide
    Arbitrary<List<String[]>> legitWithJunk() {
        Arbitrary<String[]> pair = Combinators.combine(Arbitraries.of(PIECES),
            Arbitraries.of(JUNK).list().ofMaxSize(2).map(l -> String.join("", l)))
            .as((a, b) -> new String[] {a, endsWithSelector(a) && startsWithSelector(b) ? "" : b});
        return pair.list().ofMinSize(1).ofMaxSize(12);
    }

    /** Selectors after a piece that ends in one would join its run, which is flagged whole (documented). */
    private static boolean endsWithSelector(String s) {
        return !s.isEmpty() && CodePointTable.category(s.codePointBefore(s.length())) == Cat.VS;
    }

    private static boolean startsWithSelector(String s) {
        return !s.isEmpty() && CodePointTable.category(s.codePointAt(0)) == Cat.VS;
    }

    @Property(tries = 1000)
    void legitimateTextIsKeptAndNoKeptClusterIsSplit(@ForAll("legitWithJunk") List<String[]> parts) {
        StringBuilder mixed = new StringBuilder();
        StringBuilder clean = new StringBuilder();
        List<Integer> pieceBoundaries = new ArrayList<>();
        for (String[] p : parts) {
            mixed.append(p[0]).append(p[1]);
            clean.append(p[0]);
            pieceBoundaries.add(clean.length());
        }
        String legit = clean.toString();
        assertThat(Scrubber.scrub(legit, ScrubMode.STANDARD).text()).isSameAs(legit);
        // pieces of different scripts glued together make mixed-script words, and a piece glued to a Latin one
        // can put a compatibility form or a decomposed accent inside a Latin word ("\u2139" + "nfo", "e\u0301" +
        // "te"), which inspect reports as low; every other finding is at most info
        assertThat(TextInspector.inspect(legit).findings())
            .filteredOn(f -> !f.category().equals("mixed_script") && !f.category().equals("confusable"))
            .filteredOn(f -> !(f.category().equals("normalization") && (pieceBoundaries.contains(f.offset())
                || pieceBoundaries.contains(f.offset() + f.length()))))
            .noneMatch(LegitimateTextTest::aboveInfo);
        for (ScrubMode mode : List.of(ScrubMode.STANDARD, ScrubMode.STRICT)) {
            String out = Scrubber.scrub(mixed.toString(), mode).text();
            assertThat(out).as(mode + " " + LegitimateTextTest.hex(mixed.toString())).isEqualTo(legit);
        }
        // every grapheme cluster of every piece is a cluster of the output
        BreakIterator clusters = BreakIterator.getCharacterInstance();
        int start = 0;
        for (String[] p : parts) {
            BreakIterator inPiece = BreakIterator.getCharacterInstance();
            inPiece.setText(p[0]);
            clusters.setText(legit);
            for (int b = inPiece.first(); b != BreakIterator.DONE; b = inPiece.next()) {
                if (b > 0 && b < p[0].length()) {
                    assertThat(clusters.isBoundary(start + b)).isTrue();
                }
            }
            start += p[0].length();
        }
    }
}
