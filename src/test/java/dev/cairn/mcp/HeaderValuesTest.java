package dev.cairn.mcp;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.util.Base64;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class HeaderValuesTest {
    static String wrap(String value) {
        return "=?base64?" + Base64.getEncoder().encodeToString(value.getBytes(StandardCharsets.UTF_8)) + "?=";
    }

    @ParameterizedTest
    @ValueSource(strings = {"tools/call", "a", "ab", "abc", "outil_é", "工具", "", "emoji 😀"})
    void wrappedValuesDecodeToTheirText(String value) {
        assertThat(HeaderValues.decoded("Mcp-Name", " " + wrap(value) + "\t")).isEqualTo(value);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {"SGVsbG8|SGVsbG8", "=?base64?SGVsbG8=|=?base64?SGVsbG8=",
            "base64?SGVsbG8=?=|base64?SGVsbG8=?=", "  plain  |plain"})
    void anythingNotFullyWrappedIsLiteral(String raw, String literal) {
        assertThat(HeaderValues.decoded("Mcp-Name", raw)).isEqualTo(literal);
    }

    @ParameterizedTest
    @ValueSource(strings = {"=?base64?SGVsbG8?=", "=?base64?SGVs!!!bG8=?=", "=?base64?SGVsbG8===?=", "=?base64?/w==?="})
    void brokenPaddingAlphabetOrUtf8IsAHeaderMismatch(String raw) {
        assertThatThrownBy(() -> HeaderValues.decoded("Mcp-Name", raw)).isInstanceOf(RpcError.class)
                .satisfies(e -> assertThat(((RpcError) e).response().path("error").path("code").asInt()).isEqualTo(-32020));
    }

    @Test
    void absentHeadersStayAbsent() {
        assertThat(HeaderValues.decoded("Mcp-Name", null)).isNull();
        assertThat(HeaderValues.trim(null)).isNull();
    }
}
