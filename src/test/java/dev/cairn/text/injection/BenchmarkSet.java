package dev.cairn.text.injection;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One labelled set of {@link InjectionBenchmarkSetsReportTest}: its name, which half of the split it belongs to,
 * whether its samples are attacks, and the samples with the dimensions they are broken down by.
 */
record BenchmarkSet(String name, Part part, boolean attacks, List<Sample> samples) {
    enum Part {
        TUNING("tuning"), HELD_OUT("held-out");

        final String label;

        Part(String label) {
            this.label = label;
        }
    }

    /**
     * One sample. It is flagged when any of its records is: an AgentDojo vector that occurs in two records of an
     * environment is one sample of two records, as an agent reading either would meet the attack.
     */
    record Sample(List<String> records, Map<String, String> dimensions) {
    }

    /** Collects samples; dimensions are given as name, value, name, value... */
    static final class Builder {
        private final List<Sample> samples = new ArrayList<>();

        Builder add(List<String> records, String... dimensions) {
            Map<String, String> byName = new LinkedHashMap<>();
            for (int i = 0; i + 1 < dimensions.length; i += 2) {
                byName.put(dimensions[i], dimensions[i + 1]);
            }
            samples.add(new Sample(List.copyOf(records), byName));
            return this;
        }

        Builder add(String text, String... dimensions) {
            return add(List.of(text), dimensions);
        }

        BenchmarkSet build(String name, Part part, boolean attacks) {
            return new BenchmarkSet(name, part, attacks, List.copyOf(samples));
        }
    }
}
