package dev.cairn.http;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class LoggableTextTest {
    private static final String TOKEN = "ghp_" + "A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8";

    @Test
    void userAgentsAndRoutesAreKeptAsTheyAre() {
        String browser = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko)"
                + " Chrome/120.0.6099.130 Safari/537.36";
        assertThat(LoggableText.of(browser)).isEqualTo(browser);
        String client = "Apache-HttpClient/4.5.13 (Java/17.0.8)";
        assertThat(LoggableText.of(client)).isEqualTo(client);
        assertThat(LoggableText.of("/v1/actions/lock-intent")).isEqualTo("/v1/actions/lock-intent");
        assertThat(LoggableText.of("")).isEmpty();
    }

    @Test
    void secretShapedWordsAreMaskedWhereverTheyStand() {
        assertThat(LoggableText.of("agent " + TOKEN)).isEqualTo("agent <redacted>");
        assertThat(LoggableText.of("/v1/" + TOKEN + "/x")).isEqualTo("/v1/<redacted>/x");
        assertThat(LoggableText.of("AKIAIOSFODNN7EXAMPLE")).isEqualTo("<redacted>"); // 20 characters
        assertThat(LoggableText.of("AKIAIOSFODNN7EXAMPL")).isEqualTo("AKIAIOSFODNN7EXAMPL"); // 19
        String jwt = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U";
        assertThat(LoggableText.of(jwt)).isEqualTo("<redacted>.<redacted>.<redacted>");
        assertThat(LoggableText.of("xoxb-123456789012-1234567890123-abcdefghijklmnopqrstuvwx")).isEqualTo("<redacted>");
    }

    @Test
    void percentEscapesDoNotSplitAToken() {
        assertThat(LoggableText.of("/quorum/AKIAW42D2%354W5RJQBWC4")).isEqualTo("/quorum/<redacted>");
        assertThat(LoggableText.of("/a%2Fb%20c")).isEqualTo("/a%2Fb%20c");
        String nineteen = "/x/%41%42%43%44%45%46%47%48%49%4A%4B%4C%4D%4E%4F%50%51%52%53";
        assertThat(LoggableText.of(nineteen)).isEqualTo(nineteen);
        assertThat(LoggableText.of(nineteen + "T")).isEqualTo("/x/<redacted>");
        assertThat(LoggableText.of("/x/%4")).isEqualTo("/x/%4");
    }

    @Test
    void whatCouldBreakALineOrAQuotedFieldIsEscaped() {
        assertThat(LoggableText.of("a\r\nb\tc\u0000d")).isEqualTo("a\\x0D\\x0Ab\\x09c\\x00d");
        assertThat(LoggableText.of("say \"hi\" \\ bye")).isEqualTo("say \\x22hi\\x22 \\x5C bye");
        assertThat(LoggableText.of("\u0085 \u00e9 \u2028 \u001b[31m")).isEqualTo("\\x85 \\xE9 \\u2028 \\x1B[31m");
        assertThat(LoggableText.of("\uD83D\uDE00")).isEqualTo("\\uD83D\\uDE00");
        assertThat(LoggableText.of("a\u007Fb")).isEqualTo("a\\x7Fb");
    }

    @Test
    void longTextIsCutAfterItsSecretsAreMasked() {
        String tenThousand = "agent/1.0 (a b) ".repeat(625);
        assertThat(tenThousand).hasSize(10_000);
        String logged = LoggableText.of(tenThousand);
        assertThat(logged).hasSize(LoggableText.MAX_LENGTH).endsWith("...");
        assertThat(tenThousand).startsWith(logged.substring(0, LoggableText.MAX_LENGTH - 3));

        // A token that a plain cut at 200 would have split, leaving its head behind.
        String straddling = "a ".repeat(90) + TOKEN + " tail";
        assertThat(LoggableText.of(straddling)).doesNotContain("ghp_A1b2").contains("<redacted>");

        String escapes = "\u0001".repeat(5_000);
        assertThat(LoggableText.of(escapes)).hasSize(LoggableText.MAX_LENGTH).startsWith("\\x01\\x01").endsWith("...");
        int max = LoggableText.MAX_LENGTH;
        assertThat(LoggableText.of(" ".repeat(max + 1))).hasSize(max).endsWith("...");
        assertThat(LoggableText.of(" ".repeat(max))).hasSize(max).doesNotContain("...");
    }
}
