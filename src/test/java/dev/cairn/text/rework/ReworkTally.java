package dev.cairn.text.rework;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * What one mode did to one split, summed over its texts: grammar issues before and after (all rules, and
 * without the spelling rule) per 1,000 input words, the change figures pooled over the split (recomputed
 * by {@link ReworkFigures}, with the engine's per-text figures checked against them), transformation
 * counts, items of {@link ReworkProtectedScan} missing from an output, and the rules of the added issues.
 */
final class ReworkTally {
    private static final int MAX_CASES = 5;

    final ReworkMode mode;
    private long texts;
    private long inputWords;
    private long issuesBefore;
    private long grammarBefore;
    private long issuesAfter;
    private long grammarAfter;
    private long wordsLost;
    private long survivingPairs;
    private long pairsLost;
    private final Map<String, Long> transformations = new TreeMap<>();
    private final Map<String, Long> addedByRule = new HashMap<>();
    private final Map<String, String> exampleByRule = new HashMap<>();
    final List<String> missingItems = new ArrayList<>();
    final List<String> figureDisagreements = new ArrayList<>();

    ReworkTally(ReworkMode mode) {
        this.mode = mode;
    }

    void add(String input, Rework rework, List<ReworkGrammar.Issue> before, List<ReworkGrammar.Issue> after) {
        String output = rework.reworkedText();
        ReworkFigures figures = ReworkFigures.of(input, output);
        texts++;
        inputWords += figures.inputWords();
        wordsLost += figures.wordsLost();
        survivingPairs += figures.survivingPairs();
        pairsLost += figures.pairsLost();
        issuesBefore += before.size();
        grammarBefore += before.stream().filter(i -> !i.spelling()).count();
        issuesAfter += after.size();
        grammarAfter += after.stream().filter(i -> !i.spelling()).count();
        rework.transformations().forEach((kind, n) -> transformations.merge(kind, (long) n, Long::sum));
        addedRules(input, before, after);
        String missing = ReworkProtectedScan.firstMissing(ReworkProtectedScan.items(input), output);
        if (missing != null && missingItems.size() < MAX_CASES) {
            missingItems.add(missing);
        }
        boolean agree = rework.wordingChangePercent() == figures.wordingChangePercent()
            && rework.structuralChangePercent() == figures.structuralChangePercent();
        if (!agree && figureDisagreements.size() < MAX_CASES) {
            figureDisagreements.add(String.format("engine %d/%d, test %d/%d: %.120s", rework.wordingChangePercent(),
                rework.structuralChangePercent(), figures.wordingChangePercent(), figures.structuralChangePercent(),
                input.replaceAll("\\s+", " ")));
        }
    }

    /** Per rule, the issues the output has beyond the input's; the example is from a sentence the input lacks. */
    private void addedRules(String input, List<ReworkGrammar.Issue> before, List<ReworkGrammar.Issue> after) {
        Map<String, Long> beforeCounts = new HashMap<>();
        before.forEach(i -> beforeCounts.merge(i.ruleId(), 1L, Long::sum));
        Map<String, Long> afterCounts = new LinkedHashMap<>();
        after.forEach(i -> afterCounts.merge(i.ruleId(), 1L, Long::sum));
        afterCounts.forEach((rule, n) -> {
            long added = n - beforeCounts.getOrDefault(rule, 0L);
            if (added > 0) {
                addedByRule.merge(rule, added, Long::sum);
                after.stream().filter(i -> i.ruleId().equals(rule) && !input.contains(i.sentence())).findFirst()
                    .ifPresent(i -> exampleByRule.putIfAbsent(rule, i.excerpt()));
            }
        });
    }

    double perThousand(long count) {
        return inputWords == 0 ? 0 : 1000.0 * count / inputWords;
    }

    double issuesBeforePer1000(boolean spelling) {
        return perThousand(spelling ? issuesBefore : grammarBefore);
    }

    double issuesAfterPer1000(boolean spelling) {
        return perThousand(spelling ? issuesAfter : grammarAfter);
    }

    double addedPer1000(boolean spelling) {
        return issuesAfterPer1000(spelling) - issuesBeforePer1000(spelling);
    }

    int wordingChangePercent() {
        return ReworkFigures.percent(wordsLost, inputWords);
    }

    int structuralChangePercent() {
        return ReworkFigures.percent(pairsLost, survivingPairs);
    }

    long texts() {
        return texts;
    }

    long inputWords() {
        return inputWords;
    }

    Map<String, Long> transformations() {
        return transformations;
    }

    /** The {@code limit} rules with the most added issues, most first (ties by rule id). */
    List<Map.Entry<String, Long>> topAddedRules(int limit) {
        return addedByRule.entrySet().stream()
            .sorted(Map.Entry.<String, Long>comparingByValue().reversed().thenComparing(Map.Entry.comparingByKey()))
            .limit(limit).toList();
    }

    String example(String rule) {
        return exampleByRule.getOrDefault(rule, "");
    }
}
