package dev.cairn.catalog;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cairn.api.Json;
import dev.cairn.api.Problem;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class DeclaredPointersTest {
    private static final JsonNode SCHEMA = json("""
            {"type": "object", "properties": {
              "key": {"type": "string"},
              "list": {"type": "array", "items": {"type": "object", "properties": {"n": {"type": "integer"}}}},
              "arguments": {"type": "object"}}}""");
    private static final JsonNode BODY = json("""
            {"key": "k", "ghp_secret": 1, "list": [{"n": 1}, {"n": 2, "x~y/z": 3}],
             "arguments": {"a": 1, "b": [true, {"ghp_inner": null}]}}""");

    private static JsonNode json(String text) {
        try {
            return Json.MAPPER.readTree(text);
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "/key                        | /key       | m",
            "/missing_declared_elsewhere | ''         | m (a member of the body)",
            "/ghp_secret                 | ''         | m (member 2 of the body)",
            "/list/1/n                   | /list/1/n  | m",
            "/list/1/x~0y~1z             | /list/1    | m (member 2 of /list/1)",
            "/arguments                  | /arguments | m",
            "/arguments/b/1/ghp_inner    | /arguments | m (member 2, then item 2, then member 1 of /arguments)",
            "''                          | ''         | m"})
    void pointersGoOnlyThroughDeclaredNamesAndTellTheRestByPosition(String pointer, String confined, String message) {
        Problem.FieldError error = DeclaredPointers.confine(new Problem.FieldError(pointer, "m"), SCHEMA, BODY);
        assertThat(error.pointer()).isEqualTo(confined);
        assertThat(error.message()).isEqualTo(message);
    }
}
