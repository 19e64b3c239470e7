package dev.cairn.quality.readiness;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.cairn.quality.readiness.ReadinessRecords.FormatProblem;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** The card_format check against the SEP-2127 examples and cards written to break one rule each. */
class CardFormatTest {
    private static List<String> pointers(ObjectNode card) {
        return CardFormat.problems(card).stream().map(FormatProblem::pointer).toList();
    }

    @ParameterizedTest
    @ValueSource(strings = {"valid/minimal", "valid/templated-remote"})
    void theValidExamplesPass(String example) {
        assertThat(CardFormat.problems(Cards.example(example))).isEmpty();
        assertThat(CardFormat.check(Cards.example(example)).passed()).isTrue();
    }

    @ParameterizedTest
    @CsvSource({"invalid/bad-name-pattern, /name", "invalid/date-versioned-schema, /$schema",
            "invalid/missing-name, /name", "invalid/missing-schema, /$schema", "invalid/wrong-schema-name, /$schema"})
    void theInvalidExamplesFailAtTheirDefect(String example, String pointer) {
        assertThat(pointers(Cards.example(example))).containsExactly(pointer);
        ReadinessRecords.Check check = CardFormat.check(Cards.example(example));
        assertThat(check.passed()).isFalse();
        assertThat(check.problems()).hasSize(1);
    }

    @Test
    void aNewerSchemaVersionIsAServerCardToo() {
        ObjectNode card = Cards.example("valid/minimal");
        card.put("$schema", "https://static.modelcontextprotocol.io/schemas/v2/server-card.schema.json");
        assertThat(pointers(card)).isEmpty();
        card.put("$schema", "https://static.modelcontextprotocol.io/schemas/v0/server-card.schema.json");
        assertThat(pointers(card)).containsExactly("/$schema");
    }

    @ParameterizedTest
    @ValueSource(strings = {"^1.2.3", "~1.2.3", ">=1.2.3", "<2", "=1.0.0", "1.x", "1.*", "1.2.X", "*", "1.0 - 2.0",
            "1 || 2"})
    void aVersionRangeIsNotAVersion(String range) {
        ObjectNode card = Cards.example("valid/minimal").put("version", range);
        assertThat(CardFormat.problems(card)).containsExactly(
                new FormatProblem("/version", "is a version range, not one version"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"1.0.2", "2.1.0-alpha", "2024.11.05", "1.0.0+build.7", "v3", "1.0.0-x.1"})
    void versionsThatAreNotRangesPass(String version) {
        assertThat(pointers(Cards.example("valid/minimal").put("version", version))).isEmpty();
    }

    @Test
    void typesAndLengthsOfTheDefinedMembersAreChecked() {
        ObjectNode card = Cards.card("""
                {"$schema": 1, "name": "a/", "version": "%s", "description": "", "title": "%s",
                 "websiteUrl": [], "_meta": "x", "repository": {"url": "https://example.com"},
                 "icons": [{"src": 1}, "icon"],
                 "remotes": [{"type": "stdio", "url": "ftp://example.com", "headers": [{"value": "v"}], "variables": [],
                              "supportedProtocolVersions": ["2025-11-25", 3]}, 1]}"""
                .formatted("9".repeat(256), "t".repeat(101)));
        assertThat(CardFormat.problems(card)).hasSize(CardFormat.MAX_PROBLEMS).startsWith(
                new FormatProblem("/$schema", "must be a string"),
                new FormatProblem("/name", "must have at least 3 characters"),
                new FormatProblem("/version", "must have at most 255 characters"),
                new FormatProblem("/description", "must not be empty"),
                new FormatProblem("/title", "must have at most 100 characters"),
                new FormatProblem("/websiteUrl", "must be a string"),
                new FormatProblem("/_meta", "must be an object"),
                new FormatProblem("/repository/source", "is required"),
                new FormatProblem("/icons/0/src", "must be a string"),
                new FormatProblem("/icons/1", "must be an object"));
        card.remove(List.of("$schema", "name", "version", "description", "title", "websiteUrl", "_meta",
                "repository", "icons"));
        assertThat(pointers(card)).containsExactly("/$schema", "/name", "/version", "/description",
                "/remotes/0/type", "/remotes/0/url", "/remotes/0/headers/0/name", "/remotes/0/variables",
                "/remotes/0/supportedProtocolVersions/1", "/remotes/1");
    }

    @Test
    void lengthsCountCodePointsAndUndefinedMembersAreAllowed() {
        ObjectNode card = Cards.example("valid/minimal").put("description", "\uD83D\uDE00".repeat(100));
        card.putArray("tools").addObject().put("name", "t");
        card.put("anything", true);
        assertThat(pointers(card)).isEmpty();
        assertThat(pointers(Cards.sep1649())).isEmpty();
    }
}
