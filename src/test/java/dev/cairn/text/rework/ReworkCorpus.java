package dev.cairn.text.rework;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * English prose for the grammar and change measure, in two splits so that what the engine is tuned on is
 * not what it is judged on: TUNING is the even-indexed CyberSecEval FRR prompts and the BIPIA training
 * emails, HELD-OUT the odd-indexed prompts and the BIPIA test emails (the body after "CONTENT:"). A sample
 * keeps the default run affordable: the first {@code prompts} prompts and {@code emails} emails of each.
 */
record ReworkCorpus(String name, List<String> texts, int prompts, int emails) {
    static final String TUNING = "TUNING";
    static final String HELD_OUT = "HELD-OUT";
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String CONTENT = "CONTENT:";

    static Path root() {
        return Path.of(System.getProperty("cairn.datasets", "../shared/datasets")).resolve("injection");
    }

    static boolean present(Path root) {
        return Files.isRegularFile(frr(root)) && Files.isDirectory(root.resolve("bipia/email"));
    }

    /** The two splits, each limited to {@code maxPrompts} prompts and {@code maxEmails} emails. */
    static List<ReworkCorpus> splits(Path root, int maxPrompts, int maxEmails) throws IOException {
        List<String> even = new ArrayList<>();
        List<String> odd = new ArrayList<>();
        int index = 0;
        for (JsonNode prompt : JSON.readTree(frr(root).toFile())) {
            (index++ % 2 == 0 ? even : odd).add(prompt.get("mutated_prompt").asText());
        }
        return List.of(
            of(TUNING, even, emails(root.resolve("bipia/email/train.jsonl")), maxPrompts, maxEmails),
            of(HELD_OUT, odd, emails(root.resolve("bipia/email/test.jsonl")), maxPrompts, maxEmails));
    }

    private static ReworkCorpus of(String name, List<String> prompts, List<String> emails, int maxPrompts,
                                   int maxEmails) {
        List<String> p = prompts.subList(0, Math.min(maxPrompts, prompts.size()));
        List<String> e = emails.subList(0, Math.min(maxEmails, emails.size()));
        List<String> texts = new ArrayList<>(p);
        texts.addAll(e);
        return new ReworkCorpus(name, List.copyOf(texts), p.size(), e.size());
    }

    private static Path frr(Path root) {
        return root.resolve("cyberseceval-frr/mitre_frr.json");
    }

    private static List<String> emails(Path jsonl) throws IOException {
        List<String> bodies = new ArrayList<>();
        for (String line : Files.readAllLines(jsonl, StandardCharsets.UTF_8)) {
            if (line.isBlank()) {
                continue;
            }
            String context = JSON.readTree(line).get("context").asText();
            int content = context.indexOf(CONTENT);
            bodies.add((content < 0 ? context : context.substring(content + CONTENT.length())).strip());
        }
        return bodies;
    }
}
