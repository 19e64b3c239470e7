package dev.cairn.access;

import java.time.Clock;
import java.time.YearMonth;
import java.time.ZoneOffset;
import redis.clients.jedis.UnifiedJedis;

/**
 * The Redis counters that metering keeps, one key per quota and period, each with its own hash tag (the
 * account, or the public address), so an admission is one script on one slot:
 * <ul>
 *   <li>{@code cairn:meter:{<account>}:calls:<yyyy-MM>}: an account's calls in a UTC month, every plan;</li>
 *   <li>{@code cairn:meter:{<account>}:grant}: a founding account's calls in its whole grant;</li>
 *   <li>{@code cairn:meter:{ip:<address>}:free:<yyyy-MM>}: free-allowance calls from one public address;</li>
 *   <li>{@code cairn:meter:{ip:<address>}:trial:<tool>:<yyyy-MM>}: one premium tool's anonymous trial calls.</li>
 * </ul>
 * Addresses are {@link ClientAddresses#bucket buckets}: an IPv4 address, or an IPv6 /64.
 */
public final class UsageCounters {
    private final UnifiedJedis redis;
    private final Clock clock;

    public UsageCounters(UnifiedJedis redis, Clock clock) {
        this.redis = redis;
        this.clock = clock;
    }

    /** The calls {@code accountId} made in the current UTC month (0 when none, or the counter is gone). */
    public long callsThisMonth(String accountId) {
        String value = redis.get(accountCalls(accountId, month(clock.millis())));
        return value == null ? 0 : Long.parseLong(value);
    }

    static YearMonth month(long epochMillis) {
        return YearMonth.from(java.time.Instant.ofEpochMilli(epochMillis).atOffset(ZoneOffset.UTC));
    }

    static String accountCalls(String accountId, YearMonth month) {
        return "cairn:meter:{" + accountId + "}:calls:" + month;
    }

    static String foundingGrant(String accountId) {
        return "cairn:meter:{" + accountId + "}:grant";
    }

    static String freeAllowance(String addressBucket, YearMonth month) {
        return "cairn:meter:{ip:" + addressBucket + "}:free:" + month;
    }

    static String trial(String addressBucket, String tool, YearMonth month) {
        return "cairn:meter:{ip:" + addressBucket + "}:trial:" + tool + ":" + month;
    }
}
