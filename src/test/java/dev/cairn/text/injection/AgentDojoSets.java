package dev.cairn.text.injection;

import dev.cairn.text.injection.BenchmarkSet.Part;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * AgentDojo's labelled sets for each half of the split. Attacks: every vector x effective goal of the same suite
 * x template, one sample holding the records of that vector. Benign: the records that hold a vector filled with
 * its default (many defaults look like phishing or spam), apart from all other string fields.
 */
final class AgentDojoSets {
    private AgentDojoSets() {
    }

    static List<BenchmarkSet> build(Path agentDojo, Map<String, Part> suites) throws IOException {
        List<BenchmarkSet> out = new ArrayList<>();
        for (Part part : Part.values()) {
            BenchmarkSet.Builder attacks = new BenchmarkSet.Builder();
            BenchmarkSet.Builder defaults = new BenchmarkSet.Builder();
            BenchmarkSet.Builder others = new BenchmarkSet.Builder();
            for (Map.Entry<String, Part> suite : suites.entrySet()) {
                if (suite.getValue() == part) {
                    AgentDojoCases cases = new AgentDojoCases(agentDojo.resolve("suites"), suite.getKey());
                    addAttacks(cases, AgentDojoCases.goals(agentDojo.resolve("injection_goals.jsonl"), suite.getKey()),
                        attacks);
                    addBenign(cases, defaults, others);
                }
            }
            out.add(attacks.build("agentdojo-attacks-" + part.label, part, true));
            out.add(defaults.build("agentdojo-defaults-" + part.label, part, false));
            out.add(others.build("agentdojo-other-records-" + part.label, part, false));
        }
        return out;
    }

    private static void addAttacks(AgentDojoCases cases, List<String> goals, BenchmarkSet.Builder attacks) {
        for (String template : AgentDojoCases.TEMPLATES.keySet()) {
            for (String vector : cases.defaults.keySet()) {
                for (String goal : goals) {
                    attacks.add(cases.filled(vector, AgentDojoCases.attack(template, goal)), "template", template,
                        "suite", cases.suite, "template @ suite", template + " @ " + cases.suite);
                }
            }
        }
    }

    private static void addBenign(AgentDojoCases cases, BenchmarkSet.Builder defaults, BenchmarkSet.Builder others) {
        for (String record : cases.records) {
            if (cases.holdsVector(record)) {
                defaults.add(cases.fill(record, null, null), "suite", cases.suite);
            } else {
                others.add(record, "suite", cases.suite);
            }
        }
    }
}
