package dev.cairn.text.injection;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Path;

/**
 * CyberSecEval's false-refusal set: benign requests in attack vocabulary (none is an injection), the English file
 * and its machine translations, by {@code speaking_language}.
 */
final class FrrPrompts {
    static final String ENGLISH_FILE = "mitre_frr.json";
    static final String MULTILINGUAL_FILE = "frr_multilingual_machine_translated.json";

    private FrrPrompts() {
    }

    static BenchmarkSet.Builder read(Path file) throws IOException {
        BenchmarkSet.Builder set = new BenchmarkSet.Builder();
        for (JsonNode r : JsonLines.readJson(file)) {
            set.add(r.get("mutated_prompt").asText(), "language", JsonLines.text(r, "speaking_language", "English"));
        }
        return set;
    }
}
