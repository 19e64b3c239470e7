package dev.cairn.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class IdsTest {
    private static final String CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
    private static final Pattern BODY = Pattern.compile("[0-9A-HJKMNP-TV-Z]{26}");

    @ParameterizedTest
    @ValueSource(strings = {"lck", "acct", "err", "x"})
    void anIdIsThePrefixAnUnderscoreAnd26CrockfordCharacters(String prefix) {
        String id = Ids.mint(prefix);
        assertThat(id).startsWith(prefix + "_").hasSize(prefix.length() + 1 + 26);
        assertThat(id.substring(prefix.length() + 1)).matches(BODY);
    }

    @Test
    void crockfordExcludesILOAndU() {
        for (int i = 0; i < 1_000; i++) {
            assertThat(Ids.mint("t").substring(2)).doesNotContain("I", "L", "O", "U").matches(BODY);
        }
    }

    @Test
    void tenThousandIdsAreDistinct() {
        Set<String> ids = new HashSet<>();
        IntStream.range(0, 10_000).forEach(i -> ids.add(Ids.mint("lck")));
        assertThat(ids).hasSize(10_000);
    }

    /** 26 x 5 = 130 bits carry 128 random bits: the first character holds only the top 3, so it is 0-7. */
    @Test
    void allBitsAreUsedAndTheFirstCharacterCarriesThreeBits() {
        Set<Character> first = new HashSet<>();
        Set<Character>[] others = new Set[25];
        for (int p = 0; p < 25; p++) {
            others[p] = new HashSet<>();
        }
        for (int i = 0; i < 10_000; i++) {
            String body = Ids.mint("t").substring(2);
            first.add(body.charAt(0));
            for (int p = 0; p < 25; p++) {
                others[p].add(body.charAt(p + 1));
            }
        }
        assertThat(first).containsExactlyInAnyOrder('0', '1', '2', '3', '4', '5', '6', '7');
        for (int p = 0; p < 25; p++) {
            assertThat(others[p]).as("position %d", p + 1).hasSize(CROCKFORD.length());
        }
    }
}
