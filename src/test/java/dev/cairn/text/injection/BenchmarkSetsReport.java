package dev.cairn.text.injection;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Renders {@link InjectionBenchmarkSetsReportTest}'s markdown: per half of the split, recall of the attack sets,
 * false-positive rate of the benign sets, both per score threshold, and each set broken down by its dimensions.
 */
final class BenchmarkSetsReport {
    static final int[] THRESHOLDS = {Scoring.LOW, 20, Scoring.MEDIUM, 50, Scoring.HIGH, 85};
    static final int ACTING = Scoring.MEDIUM;

    /** A set with the score of each of its samples, in the samples' order. */
    record Scored(BenchmarkSet set, List<Integer> scores) {
        double rate(int threshold) {
            return rate(scores, threshold);
        }

        static double rate(List<Integer> scores, int threshold) {
            return scores.isEmpty() ? 0 : scores.stream().filter(s -> s >= threshold).count() / (double) scores.size();
        }
    }

    private BenchmarkSetsReport() {
    }

    static String render(String preamble, List<Scored> all) {
        StringBuilder md = new StringBuilder(preamble);
        for (BenchmarkSet.Part part : BenchmarkSet.Part.values()) {
            List<Scored> attacks = select(all, part, true);
            List<Scored> benign = select(all, part, false);
            String label = part.label.toUpperCase(java.util.Locale.ROOT);
            md.append("\n## ").append(label).append(": recall (attacks)\n\n| set | n | recall |\n|---|---|---|\n");
            attacks.forEach(s -> md.append(row(s.set().name(), s.scores())));
            md.append("\n## ").append(label).append(": false-positive rate (benign)\n\n")
                .append("| set | n | FPR |\n|---|---|---|\n");
            benign.forEach(s -> md.append(row(s.set().name(), s.scores())));
            thresholds(md, label, attacks, benign);
            attacks.forEach(s -> breakdown(md, label + " recall by group: " + s.set().name(), s));
            benign.forEach(s -> breakdown(md, label + " FPR by group: " + s.set().name(), s));
        }
        return md.toString();
    }

    private static List<Scored> select(List<Scored> all, BenchmarkSet.Part part, boolean attacks) {
        List<Scored> out = new ArrayList<>();
        all.stream().filter(s -> s.set().part() == part && s.set().attacks() == attacks).forEach(out::add);
        return out;
    }

    private static void thresholds(StringBuilder md, String label, List<Scored> attacks, List<Scored> benign) {
        md.append("\n## ").append(label).append(": per threshold\n\n| score >= |");
        attacks.forEach(s -> md.append(" recall ").append(s.set().name()).append(" |"));
        benign.forEach(s -> md.append(" FPR ").append(s.set().name()).append(" |"));
        md.append("\n|---|").append("---|".repeat(attacks.size() + benign.size())).append('\n');
        for (int t : THRESHOLDS) {
            md.append("| ").append(t).append(" (").append(Scoring.level(t)).append(") |");
            attacks.forEach(s -> md.append(String.format(" %.3f |", s.rate(t))));
            benign.forEach(s -> md.append(String.format(" %.3f |", s.rate(t))));
            md.append('\n');
        }
    }

    /** One table per dimension of the set's samples that splits it, rows sorted by group name. */
    private static void breakdown(StringBuilder md, String title, Scored scored) {
        List<BenchmarkSet.Sample> samples = scored.set().samples();
        Map<String, Map<String, List<Integer>>> byDimension = new TreeMap<>();
        for (int i = 0; i < samples.size(); i++) {
            int score = scored.scores().get(i);
            samples.get(i).dimensions().forEach((dimension, group) -> byDimension
                .computeIfAbsent(dimension, k -> new TreeMap<>())
                .computeIfAbsent(group.isEmpty() ? "(none)" : group, k -> new ArrayList<>()).add(score));
        }
        byDimension.values().removeIf(groups -> groups.size() < 2);
        byDimension.forEach((dimension, groups) -> {
            md.append("\n### ").append(title).append(", by ").append(dimension)
                .append("\n\n| group | n | at ").append(ACTING).append(" |\n|---|---|---|\n");
            groups.forEach((group, scores) -> md.append(row(group, scores)));
        });
    }

    private static String row(String name, List<Integer> scores) {
        return String.format("| %s | %d | %.3f |%n", name, scores.size(), Scored.rate(scores, ACTING));
    }
}
