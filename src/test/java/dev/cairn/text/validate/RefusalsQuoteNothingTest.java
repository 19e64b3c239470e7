package dev.cairn.text.validate;

import static dev.cairn.text.validate.SecretShapedRefusals.assertNoSentinelIn;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** No refusal quotes the caller: every caller-chosen string in these requests is a secret-shaped sentinel. */
class RefusalsQuoteNothingTest {
    /** As the REST layer reads requests: floats as BigDecimal, which keeps huge exponents. */
    private static final ObjectMapper DECIMALS = new ObjectMapper().enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS);

    static List<SecretShapedRefusals.Case> cases() {
        return SecretShapedRefusals.all();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void theRefusalHasItsCodeAndNoSentinel(SecretShapedRefusals.Case refusal) {
        assertThatThrownBy(() -> OutputValidator.validateValue(DECIMALS.readTree(refusal.output()),
            DECIMALS.readTree(refusal.schema())))
            .isInstanceOfSatisfying(ValidationProblem.class, problem -> {
                assertThat(problem.code()).as(problem.getMessage()).isEqualTo(refusal.code());
                assertNoSentinelIn(refusal, problem.getMessage());
            });
    }

    @Test
    void everyCodeOfTheSchemaAndTheOutputIsCovered() {
        assertThat(cases().stream().map(SecretShapedRefusals.Case::code).distinct()).containsExactlyInAnyOrder(
            "unsupported_pattern", "remote_ref", "unresolvable_ref", "circular_ref", "unknown_dialect",
            "invalid_schema", "number_out_of_range", "output_too_deep", "schema_too_deep", "schema_too_large",
            "validation_timeout");
    }
}
