package dev.cairn.text.injection;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Issue 19 class 2, one corpus per class written for these tests (none from a dataset): each attack class
 * must reach medium, each look-alike class must stay at low or none. The table printed is the one in
 * docs/text-tools.md; the floors are the rates measured when the classes were handled.
 */
class IssueClassCorpusTest {
    static final Map<String, List<String>> ATTACKS = new LinkedHashMap<>();
    static final Map<String, List<String>> LOOK_ALIKES = new LinkedHashMap<>();

    static {
        ATTACKS.put("addressed to an AI reader", AttackCorpus.AI_ADDRESSED);
        ATTACKS.put("placed in data (JSON, CSV, comments, noscript, logs, lists, hidden HTML)", AttackCorpus.PLACED_IN_DATA);
        ATTACKS.put("exfiltration by link or function call", AttackCorpus.EXFILTRATION);
        ATTACKS.put("reworded attacks that add up", AttackCorpus.REWORDED);
        ATTACKS.put("overrides and announcements that introduce instructions", AttackCorpus.INTRODUCED_DIRECTIVES);
        ATTACKS.put("long documents", LongDocuments.attacks());
        LOOK_ALIKES.put("ignore/disregard a previous non-instruction", LookAlikeCorpus.IGNORE_PREVIOUS_THING);
        LOOK_ALIKES.put("new instructions for people", LookAlikeCorpus.NEW_INSTRUCTIONS_FOR_PEOPLE);
        LOOK_ALIKES.put("documents named like instructions", LookAlikeCorpus.DOCUMENT_REFERENCES);
        LOOK_ALIKES.put("System: lines in logs", LookAlikeCorpus.SYSTEM_LOG_LINES);
        LOOK_ALIKES.put("human runbooks", LookAlikeCorpus.RUNBOOKS);
        LOOK_ALIKES.put("trigger words inside longer words", LookAlikeCorpus.INSIDE_LONGER_WORDS);
        LOOK_ALIKES.put("talking about AI assistants", LookAlikeCorpus.ABOUT_ASSISTANTS);
        LOOK_ALIKES.put("long benign documents", LongDocuments.benign());
    }

    /** Floors per class: recall for attacks, the rate kept at low or none for look-alikes. */
    private static final double FLOOR = 1.0;

    static boolean flagged(String text) {
        return InjectionScanner.scan(text).score() >= Scoring.MEDIUM;
    }

    @Test
    void everyAttackClassReachesMedium() {
        StringBuilder table = new StringBuilder("| attack class | n | recall |\n|---|---|---|\n");
        Map<String, String> misses = new LinkedHashMap<>();
        ATTACKS.forEach((name, texts) -> {
            long hit = texts.stream().filter(IssueClassCorpusTest::flagged).count();
            table.append("| ").append(name).append(" | ").append(texts.size()).append(" | ")
                .append(String.format("%.2f", hit / (double) texts.size())).append(" |\n");
            texts.stream().filter(t -> !flagged(t)).forEach(t -> misses.put(t, name));
        });
        System.out.println(table);
        misses.forEach((t, name) -> System.out.println("MISS [" + name + "] " + InjectionScanner.scan(t).score() + " "
            + t.substring(0, Math.min(160, t.length())).replace('\n', ' ')));
        assertThat(misses.size()).isLessThanOrEqualTo((int) Math.floor((1 - FLOOR) * 1000));
    }

    @Test
    void everyLookAlikeClassStaysLow() {
        StringBuilder table = new StringBuilder("| look-alike class | n | kept at low or none |\n|---|---|---|\n");
        Map<String, String> flaggedOnes = new LinkedHashMap<>();
        LOOK_ALIKES.forEach((name, texts) -> {
            long kept = texts.stream().filter(t -> !flagged(t)).count();
            table.append("| ").append(name).append(" | ").append(texts.size()).append(" | ")
                .append(String.format("%.2f", kept / (double) texts.size())).append(" |\n");
            texts.stream().filter(IssueClassCorpusTest::flagged).forEach(t -> flaggedOnes.put(t, name));
        });
        System.out.println(table);
        flaggedOnes.forEach((t, name) -> System.out.println("FP [" + name + "] " + InjectionScanner.scan(t).signals()
            + " " + t.substring(0, Math.min(160, t.length())).replace('\n', ' ')));
        assertThat(flaggedOnes.size()).isLessThanOrEqualTo((int) Math.floor((1 - FLOOR) * 1000));
    }
}
