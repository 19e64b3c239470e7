package dev.cairn.quality;

import java.util.Map;
import java.util.TreeMap;

/**
 * Counts of measurements per {@link LogBuckets bucket}, as stored: {@code "bucket:count"} pairs in ascending
 * bucket order, comma-separated ({@code ""} when empty). Adding is commutative, so a histogram does not depend on
 * the order its measurements arrived in.
 */
final class Histogram {
    private final TreeMap<Integer, Long> counts = new TreeMap<>();

    static Histogram parse(String stored) {
        Histogram histogram = new Histogram();
        if (stored.isEmpty()) {
            return histogram;
        }
        int start = 0;
        while (start < stored.length()) {
            int colon = stored.indexOf(':', start);
            int comma = stored.indexOf(',', colon);
            int end = comma < 0 ? stored.length() : comma;
            histogram.counts.put(Integer.parseInt(stored, start, colon, 10), Long.parseLong(stored, colon + 1, end, 10));
            start = end + 1;
        }
        return histogram;
    }

    void add(long value) {
        counts.merge(LogBuckets.of(value), 1L, Long::sum);
    }

    void addAll(Histogram other) {
        other.counts.forEach((bucket, count) -> counts.merge(bucket, count, Long::sum));
    }

    long total() {
        return counts.values().stream().mapToLong(Long::longValue).sum();
    }

    /** Measurements whose bucket stands for a value of at most {@code limit}. */
    long atMost(long limit) {
        return counts.entrySet().stream().filter(entry -> LogBuckets.value(entry.getKey()) <= limit)
                .mapToLong(Map.Entry::getValue).sum();
    }

    /** Bucket to count, ascending. */
    Map<Integer, Long> counts() {
        return counts;
    }

    String stored() {
        StringBuilder text = new StringBuilder();
        counts.forEach((bucket, count) -> text.append(text.length() == 0 ? "" : ",").append(bucket).append(':').append(count));
        return text.toString();
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Histogram histogram && histogram.counts.equals(counts);
    }

    @Override
    public int hashCode() {
        return counts.hashCode();
    }
}
