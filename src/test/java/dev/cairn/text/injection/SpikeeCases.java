package dev.cairn.text.injection;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * spikee's sets, built as ../shared/datasets/README.md "How to instantiate" says (document format): every base
 * document x jailbreak x instruction of the same language, payload = jailbreak with {@code <INSTRUCTION>}
 * replaced, wrapped in spikee's default delimiters "\n...\n", put in the document's placeholder or else appended.
 * The extra placements (start, middle) of documents without a placeholder form separate sets, so the default
 * sets keep upstream's counts.
 */
final class SpikeeCases {
    static final String RESULTS = "results/v0.1/";
    static final String ATTACK_RESULTS =
        RESULTS + "results_az_prompt_shields-targeted-2024-12-document_1734615457.jsonl";
    static final String BENIGN_RESULTS =
        RESULTS + "results_az_prompt_shields-1734615302_guardrail-false-positive-check_1734623707.jsonl";
    private static final String ENGLISH = "en";
    private static final String DEFAULT_PLACEMENT = "end";

    private SpikeeCases() {
    }

    /** The {@code input} of each line of a v0.1 result file, by jailbreak type, instruction type and language. */
    static BenchmarkSet.Builder resultFile(Path file) throws IOException {
        BenchmarkSet.Builder set = new BenchmarkSet.Builder();
        for (JsonNode r : JsonLines.read(file)) {
            set.add(r.get("input").asText(), "jailbreak_type", JsonLines.text(r, "jailbreak_type", ""),
                "instruction_type", JsonLines.text(r, "instruction_type", ""),
                "lang", JsonLines.text(r, "lang", ENGLISH));
        }
        return set;
    }

    /**
     * The cases of one seed folder at the default placement ({@code extraPlacements} false), or at the start and
     * middle of the documents that have no placeholder ({@code extraPlacements} true).
     */
    static BenchmarkSet.Builder seeds(Path folder, boolean extraPlacements) throws IOException {
        List<JsonNode> documents = JsonLines.read(folder.resolve("base_documents.jsonl"));
        List<JsonNode> jailbreaks = JsonLines.read(folder.resolve("jailbreaks.jsonl"));
        List<JsonNode> instructions = JsonLines.read(folder.resolve("instructions.jsonl"));
        BenchmarkSet.Builder set = new BenchmarkSet.Builder();
        for (JsonNode document : documents) {
            String text = document.get("document").asText();
            String placeholder = JsonLines.text(document, "placeholder", "");
            List<String> placements = !placeholder.isEmpty() ? (extraPlacements ? List.of() : List.of("placeholder"))
                : extraPlacements ? List.of("start", "middle") : List.of(DEFAULT_PLACEMENT);
            for (JsonNode jailbreak : jailbreaks) {
                String lang = JsonLines.text(jailbreak, "lang", ENGLISH);
                for (JsonNode instruction : instructions) {
                    if (!lang.equals(JsonLines.text(instruction, "lang", ENGLISH))) {
                        continue;
                    }
                    String payload = "\n" + jailbreak.get("text").asText()
                        .replace("<INSTRUCTION>", instruction.get("instruction").asText()) + "\n";
                    for (String placement : placements) {
                        set.add(place(text, placeholder, payload, placement),
                            "jailbreak_type", jailbreak.get("jailbreak_type").asText(),
                            "instruction_type", instruction.get("instruction_type").asText(), "lang", lang,
                            "document", document.get("id").asText() + " @ " + placement);
                    }
                }
            }
        }
        return set;
    }

    /** The complete attack prompts of {@code standalone_attacks.jsonl}, by id. */
    static BenchmarkSet.Builder standalone(Path folder) throws IOException {
        BenchmarkSet.Builder set = new BenchmarkSet.Builder();
        Path file = folder.resolve("standalone_attacks.jsonl");
        for (JsonNode r : Files.exists(file) ? JsonLines.read(file) : List.<JsonNode>of()) {
            set.add(r.get("text").asText(), "id", r.get("id").asText());
        }
        return set;
    }

    static String place(String document, String placeholder, String payload, String placement) {
        return switch (placement) {
            case "placeholder" -> document.replace(placeholder, payload);
            case "start" -> payload + document;
            case "middle" -> {
                int cut = spaceNearestMiddle(document);
                yield document.substring(0, cut) + payload + document.substring(cut);
            }
            default -> document + payload;
        };
    }

    /** The index of the space nearest the document's midpoint (the midpoint itself when it has no space). */
    private static int spaceNearestMiddle(String document) {
        int middle = document.length() / 2;
        for (int d = 0; middle - d >= 0 || middle + d < document.length(); d++) {
            if (middle - d >= 0 && middle - d < document.length() && document.charAt(middle - d) == ' ') {
                return middle - d;
            }
            if (middle + d < document.length() && document.charAt(middle + d) == ' ') {
                return middle + d;
            }
        }
        return middle;
    }
}
