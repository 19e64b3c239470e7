package dev.cairn.text.validate;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class PatternCostTest {
    @Test
    void atomsGroupsAndRepetitions() {
        assertThat(PatternCost.of("abc")).isEqualTo(3);
        assertThat(PatternCost.of("^a+b*c?$")).isEqualTo(3);
        assertThat(PatternCost.of("a{10}")).isEqualTo(10);
        assertThat(PatternCost.of("a{2,7}")).isEqualTo(7);
        assertThat(PatternCost.of("a{5,}")).isEqualTo(6);
        assertThat(PatternCost.of("(ab){10}")).isEqualTo(30);
        assertThat(PatternCost.of("(a{1000}){1000}")).isGreaterThan(1_000_000);
        assertThat(PatternCost.of("((a{1000}){1000}){1000}")).isGreaterThan(1_000_000_000);
    }

    @Test
    void escapesAndClassesAreOneAtom() {
        assertThat(PatternCost.of("\\d")).isEqualTo(1);
        assertThat(PatternCost.of("\\p{Letter}")).isEqualTo(1);
        assertThat(PatternCost.of("\\x{1F600}")).isEqualTo(1);
        assertThat(PatternCost.of("[a-z0-9_]")).isEqualTo(1);
        assertThat(PatternCost.of("[]a]")).isEqualTo(1);
        assertThat(PatternCost.of("[^\\]]")).isEqualTo(1);
        assertThat(PatternCost.of("[[:alpha:]x]{100}")).isEqualTo(100);
    }

    @Test
    void bracesThatAreNotARepetitionAreLiterals() {
        assertThat(PatternCost.of("{a}")).isEqualTo(3);
        assertThat(PatternCost.of("a{")).isEqualTo(2);
    }

    @Test
    void unbalancedGroupsStillCount() {
        assertThat(PatternCost.of("((a")).isEqualTo(3);
        assertThat(PatternCost.of("a)")).isEqualTo(2);
    }
}
