package dev.cairn.testing;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.YearMonth;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicLong;

/** A clock tests move by hand, so expiry is tested without sleeping. */
public final class MutableClock extends Clock {
    private final AtomicLong millis = new AtomicLong(System.currentTimeMillis());

    public void advance(Duration duration) {
        millis.addAndGet(duration.toMillis());
    }

    /** Moves the clock forward to the first millisecond of the UTC month {@code months} after the current one. */
    public void advanceMonths(int months) {
        YearMonth later = YearMonth.from(instant().atOffset(ZoneOffset.UTC)).plusMonths(months);
        millis.set(later.atDay(1).atStartOfDay(ZoneOffset.UTC).toInstant().toEpochMilli());
    }

    /**
     * Moves the clock forward to the start of a month picked at random between 2100 and 9000, so that counters
     * kept per month (in a Redis shared with other tests, or kept from an earlier run) start from nothing.
     */
    public void advanceToAnUnusedMonth() {
        YearMonth now = YearMonth.from(instant().atOffset(ZoneOffset.UTC));
        YearMonth picked = YearMonth.of(2100, 1).plusMonths(ThreadLocalRandom.current().nextInt(12 * 6900));
        advanceMonths(picked.isAfter(now) ? (int) now.until(picked, java.time.temporal.ChronoUnit.MONTHS)
                : 1 + ThreadLocalRandom.current().nextInt(1000));
    }

    /** The last millisecond of the current UTC month. */
    public Instant endOfMonth() {
        YearMonth month = YearMonth.from(instant().atOffset(ZoneOffset.UTC));
        return month.plusMonths(1).atDay(1).atStartOfDay(ZoneOffset.UTC).toInstant().minusMillis(1);
    }

    /** Moves the clock forward to {@code later}. */
    public void advanceTo(Instant later) {
        if (later.toEpochMilli() < millis()) {
            throw new IllegalArgumentException("a MutableClock never goes back");
        }
        millis.set(later.toEpochMilli());
    }

    @Override
    public long millis() {
        return millis.get();
    }

    @Override
    public Instant instant() {
        return Instant.ofEpochMilli(millis());
    }

    @Override
    public ZoneId getZone() {
        return ZoneOffset.UTC;
    }

    @Override
    public Clock withZone(ZoneId zone) {
        throw new UnsupportedOperationException("a MutableClock stays in UTC");
    }
}
