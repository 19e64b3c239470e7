package dev.cairn.testing;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.concurrent.atomic.AtomicLong;

/** A clock tests move by hand, so expiry is tested without sleeping. */
public final class MutableClock extends Clock {
    private final AtomicLong millis = new AtomicLong(System.currentTimeMillis());

    public void advance(Duration duration) {
        millis.addAndGet(duration.toMillis());
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
