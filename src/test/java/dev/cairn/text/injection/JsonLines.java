package dev.cairn.text.injection;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Reads the datasets' JSON and JSONL files (some JSONL files lack a final newline, some are empty). */
final class JsonLines {
    static final ObjectMapper JSON = new ObjectMapper();

    private JsonLines() {
    }

    static List<JsonNode> read(Path jsonl) throws IOException {
        List<JsonNode> out = new ArrayList<>();
        for (String line : Files.readAllLines(jsonl, StandardCharsets.UTF_8)) {
            if (!line.isBlank()) {
                out.add(JSON.readTree(line));
            }
        }
        return out;
    }

    static JsonNode readJson(Path json) throws IOException {
        return JSON.readTree(json.toFile());
    }

    /** A field's text, or {@code fallback} when it is missing or null (spikee leaves out "lang" for English). */
    static String text(JsonNode node, String field, String fallback) {
        JsonNode value = node.get(field);
        return value == null || value.isNull() ? fallback : value.asText();
    }
}
