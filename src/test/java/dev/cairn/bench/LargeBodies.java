package dev.cairn.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.cairn.api.Json;
import dev.cairn.catalog.TextTools;
import dev.cairn.catalog.ToolSpec;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * The 1 MB calls of {@code bench/large-bodies.sh}: every text tool on the same 1,000,000 characters of ASCII
 * prose ({@link UnicodeBenchmark}'s), compare_text on its two halves, validate_output on a 1 MB JSON array
 * given as text. {@link EngineBenchmark} runs the same engines in-process; {@link #main} writes each REST
 * body as {@code <tool>.json} for wrk.
 */
public final class LargeBodies {
    /** Every text tool. */
    static final List<ToolSpec> TOOLS = List.of(TextTools.SCRUB_TEXT, TextTools.INSPECT_TEXT, TextTools.COMPARE_TEXT,
            TextTools.DETECT_SECRETS, TextTools.REDACT_SENSITIVE_TEXT, TextTools.SCAN_UNTRUSTED_TEXT,
            TextTools.VALIDATE_OUTPUT, TextTools.SANITIZE_AGENT_CONTEXT, TextTools.PREPARE_FOR_AGENT,
            TextTools.REWORK_TEXT);

    private LargeBodies() {
    }

    static String text() {
        return UnicodeBenchmark.text("ascii");
    }

    static String original() {
        return text().substring(0, UnicodeBenchmark.SIZE / 2);
    }

    /** The second half of the text, one word in every 200 characters changed: a diff with many hunks. */
    static String modified() {
        StringBuilder half = new StringBuilder(text().substring(0, UnicodeBenchmark.SIZE / 2));
        for (int at = 100; at + 4 < half.length(); at += 200) {
            half.replace(at, at + 4, "WXYZ");
        }
        return half.toString();
    }

    /** A JSON array of records, about 1,000,000 characters, as the text an agent would send. */
    static String jsonOutput() {
        StringBuilder json = new StringBuilder("[");
        for (int i = 0; json.length() < UnicodeBenchmark.SIZE - 100; i++) {
            json.append(i == 0 ? "" : ",").append("{\"id\":").append(i)
                    .append(",\"name\":\"item ").append(i).append("\",\"price\":").append(i % 997)
                    .append(".5,\"tags\":[\"a\",\"b\"]}");
        }
        return json.append(']').toString();
    }

    static JsonNode outputSchema() {
        return Json.MAPPER.createObjectNode().put("type", "array").set("items", Json.MAPPER.createObjectNode()
                .put("type", "object").set("required", Json.MAPPER.createArrayNode().add("id").add("name")));
    }

    static ObjectNode body(String tool) {
        ObjectNode body = Json.MAPPER.createObjectNode();
        switch (tool) {
            case "compare_text" -> body.put("original", original()).put("modified", modified());
            case "validate_output" -> body.put("output", jsonOutput()).set("schema", outputSchema());
            default -> body.put("text", text());
        }
        return body;
    }

    public static void main(String[] args) throws IOException {
        Path dir = Files.createDirectories(Path.of(args[0]));
        for (ToolSpec tool : TOOLS) {
            Files.write(dir.resolve(tool.name() + ".json"), Json.MAPPER.writeValueAsBytes(body(tool.name())));
            System.out.printf("%s\t%s\t%.3f%n", tool.name(), tool.path(), inputBytes(tool.name()) / 1e6);
        }
    }

    /** The UTF-8 bytes of the text the tool reads, the measure of MB/s on both sides. */
    static int inputBytes(String tool) {
        return switch (tool) {
            case "compare_text" -> (original() + modified()).getBytes(StandardCharsets.UTF_8).length;
            case "validate_output" -> jsonOutput().getBytes(StandardCharsets.UTF_8).length;
            default -> text().getBytes(StandardCharsets.UTF_8).length;
        };
    }
}
