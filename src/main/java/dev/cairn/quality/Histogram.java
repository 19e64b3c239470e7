package dev.cairn.quality;

import java.util.Arrays;

/**
 * Counts of measurements per {@link LogBuckets bucket}, as stored: {@code "bucket:count"} pairs in ascending
 * bucket order, comma-separated ({@code ""} when empty). Held as two parallel arrays in bucket order, since a
 * card reads a histogram per contributor. Adding is commutative, so a histogram does not depend on the order
 * its measurements arrived in.
 */
final class Histogram {
    private int[] buckets;
    private long[] counts;
    private int size;

    Histogram() {
        this(new int[4], new long[4], 0);
    }

    private Histogram(int[] buckets, long[] counts, int size) {
        this.buckets = buckets;
        this.counts = counts;
        this.size = size;
    }

    static Histogram parse(String stored) {
        if (stored.isEmpty()) {
            return new Histogram();
        }
        int pairs = 1;
        for (int i = 0; i < stored.length(); i++) {
            pairs += stored.charAt(i) == ',' ? 1 : 0;
        }
        Histogram histogram = new Histogram(new int[pairs], new long[pairs], pairs);
        int start = 0;
        for (int i = 0; i < pairs; i++) {
            int colon = stored.indexOf(':', start);
            int comma = stored.indexOf(',', colon);
            int end = comma < 0 ? stored.length() : comma;
            histogram.buckets[i] = Integer.parseInt(stored, start, colon, 10);
            histogram.counts[i] = Long.parseLong(stored, colon + 1, end, 10);
            start = end + 1;
        }
        return histogram;
    }

    void add(long value) {
        add(LogBuckets.of(value), 1);
    }

    void addAll(Histogram other) {
        for (int i = 0; i < other.size; i++) {
            add(other.buckets[i], other.counts[i]);
        }
    }

    private void add(int bucket, long count) {
        int at = Arrays.binarySearch(buckets, 0, size, bucket);
        if (at >= 0) {
            counts[at] += count;
            return;
        }
        int insert = -at - 1;
        if (size == buckets.length) {
            buckets = Arrays.copyOf(buckets, Math.max(4, size * 2));
            counts = Arrays.copyOf(counts, buckets.length);
        }
        System.arraycopy(buckets, insert, buckets, insert + 1, size - insert);
        System.arraycopy(counts, insert, counts, insert + 1, size - insert);
        buckets[insert] = bucket;
        counts[insert] = count;
        size++;
    }

    long total() {
        long total = 0;
        for (int i = 0; i < size; i++) {
            total += counts[i];
        }
        return total;
    }

    /** Measurements whose bucket stands for a value of at most {@code limit}. */
    long atMost(long limit) {
        long within = 0;
        for (int i = 0; i < size && LogBuckets.value(buckets[i]) <= limit; i++) {
            within += counts[i];
        }
        return within;
    }

    /** How many buckets hold measurements; {@link #bucket} and {@link #count} read them in ascending order. */
    int size() {
        return size;
    }

    int bucket(int i) {
        return buckets[i];
    }

    long count(int i) {
        return counts[i];
    }

    String stored() {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < size; i++) {
            text.append(i == 0 ? "" : ",").append(buckets[i]).append(':').append(counts[i]);
        }
        return text.toString();
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Histogram histogram && histogram.size == size
                && Arrays.equals(histogram.buckets, 0, size, buckets, 0, size)
                && Arrays.equals(histogram.counts, 0, size, counts, 0, size);
    }

    @Override
    public int hashCode() {
        return 31 * Arrays.hashCode(Arrays.copyOf(buckets, size)) + Arrays.hashCode(Arrays.copyOf(counts, size));
    }
}
