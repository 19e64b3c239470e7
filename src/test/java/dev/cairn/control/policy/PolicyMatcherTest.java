package dev.cairn.control.policy;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cairn.api.ProblemException;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Matching a policy: present and absent tokens, order and repeats, and the inputs refused as invalid (422). */
class PolicyMatcherTest {
    private static PolicyRecords.Result match(List<String> capabilities, List<String> required, List<String> forbidden) {
        return PolicyMatcher.match(new PolicyRecords.Match(capabilities, required, forbidden));
    }

    @Test
    void everyRequiredPresentAndNoForbiddenIsAMatch() {
        PolicyRecords.Result result = match(List.of("sso", "eu", "no_training"), List.of("eu", "no_training"),
                List.of("ads"));
        assertThat(result.match()).isTrue();
        assertThat(result.matchedRequired()).containsExactly("eu", "no_training");
        assertThat(result.missingRequired()).isEmpty();
        assertThat(result.presentForbidden()).isEmpty();
        assertThat(match(List.of("x"), List.of(), List.of()).match()).as("an empty policy asks nothing").isTrue();
    }

    @Test
    void listsKeepTheGivenOrderWithoutRepeats() {
        PolicyRecords.Result result = match(List.of("b", "a", "ads", "ads", "tracking"), List.of("c", "a", "c", "b", "d"),
                List.of("tracking", "x", "ads", "tracking"));
        assertThat(result.match()).isFalse();
        assertThat(result.matchedRequired()).containsExactly("a", "b");
        assertThat(result.missingRequired()).containsExactly("c", "d");
        assertThat(result.presentForbidden()).containsExactly("tracking", "ads");
    }

    @Test
    void tokensAreComparedExactly() {
        PolicyRecords.Result result = match(List.of("SSO", "caf\u00e9"), List.of("sso", "cafe\u0301"), List.of("Sso"));
        assertThat(result.missingRequired()).containsExactly("sso", "cafe\u0301");
        assertThat(result.presentForbidden()).isEmpty();
    }

    @Test
    void onlyAMissingRequiredOrAPresentForbiddenFails() {
        assertThat(match(List.of("a"), List.of("a", "b"), List.of()).match()).isFalse();
        assertThat(match(List.of("a", "z"), List.of("a"), List.of("z")).match()).isFalse();
    }

    @Test
    void tokensThatCouldOnlyMissByAccidentAre422AtTheirItem() {
        assertInvalid(() -> match(List.of("a", ""), List.of(), List.of()), "/provider_capabilities/1");
        assertInvalid(() -> match(List.of("a"), List.of("a", " b"), List.of()), "/consumer_required/1");
        assertInvalid(() -> match(List.of("a"), List.of(), List.of("b\u00a0")), "/consumer_forbidden/0");
        assertInvalid(() -> match(List.of("a\tb"), List.of(), List.of()), "/provider_capabilities/0");
        assertInvalid(() -> match(List.of("a"), List.of("a\u0085"), List.of()), "/consumer_required/0");
        assertThat(match(List.of("a b"), List.of("a b"), List.of()).match()).as("inner spaces are part of a token")
                .isTrue();
    }

    @Test
    void aTokenBothRequiredAndForbiddenIs422AtTheForbiddenOne() {
        assertInvalid(() -> match(List.of("a"), List.of("a", "b"), List.of("x", "b")), "/consumer_forbidden/1");
    }

    private static void assertInvalid(Runnable call, String pointer) {
        assertThatThrownBy(call::run).isInstanceOfSatisfying(ProblemException.class, refused -> {
            assertThat(refused.problem().status()).isEqualTo(422);
            assertThat(refused.problem().code()).isEqualTo("invalid_policy_input");
            assertThat(refused.problem().errors()).extracting(error -> error.pointer()).containsExactly(pointer);
        });
    }
}
