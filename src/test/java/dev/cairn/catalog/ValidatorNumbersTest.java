package dev.cairn.catalog;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cairn.api.Json;
import java.math.BigDecimal;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ValidatorNumbersTest {
    private static JsonNode json(String text) {
        try {
            return Json.MAPPER.readTree(text);
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "{\"n\":1e999999}              | {\"n\":1E+400}",
            "{\"n\":-1.5e999999}           | {\"n\":-1E+400}",
            "{\"a\":[1,{\"m\":2e-999999}]} | {\"a\":[1,{\"m\":1E-400}]}",
            "{\"n\":-7e-401}               | {\"n\":-1E-400}",
            "{\"n\":0e999999}              | {\"n\":0e0}"})
    void numbersPastTheLimitStandAtItKeepingSignAndSide(String body, String seen) {
        assertThat(ValidatorNumbers.tamed(json(body))).isEqualTo(json(seen));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {"{\"n\":1e400,\"s\":\"1e999999\"}", "{\"n\":-1e-400}", "[9007199254740993, 0.1]"})
    void otherBodiesAreTheSameObject(String body) {
        JsonNode node = json(body);
        assertThat(ValidatorNumbers.tamed(node)).isSameAs(node);
    }

    @ParameterizedTest
    @CsvSource({"1e999999", "1.5e999999", "-1e999999", "1e-999999"})
    void theStandInIsAnIntegerExactlyWhenTheNumberIs(String number) {
        JsonNode sent = json(number);
        JsonNode seen = ValidatorNumbers.tamed(json("[" + number + "]")).get(0);
        assertThat(seen.canConvertToExactIntegral()).isEqualTo(sent.canConvertToExactIntegral());
        assertThat(seen.decimalValue().signum()).isEqualTo(sent.decimalValue().signum());
        assertThat(seen.decimalValue().abs().compareTo(BigDecimal.ONE)).isEqualTo(sent.decimalValue().abs().compareTo(BigDecimal.ONE));
    }
}
