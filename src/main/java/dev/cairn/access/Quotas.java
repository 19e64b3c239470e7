package dev.cairn.access;

import java.time.Duration;
import java.time.YearMonth;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Optional;

/**
 * The quotas of spec §8, built for one moment: the free allowance and each premium tool's trial per public
 * address and UTC month, an account's calls per UTC month on its plan, and a founding grant's calls over its
 * whole life. Each counter lives until a day after its window ends, so instances whose clocks differ a little
 * still find it.
 */
final class Quotas {
    static final String FREE = "free";
    static final String TRIAL = "trial";
    static final String MONTHLY = "monthly";
    static final String FOUNDING = "founding";
    /** A founding account's monthly counter only counts (for the operator's list); the grant is the limit. */
    private static final long UNLIMITED = 1_000_000_000_000_000L;
    private static final long GRACE_MILLIS = Duration.ofDays(1).toMillis();
    private static final long GRANT_MILLIS = Duration.ofDays(Plan.FOUNDING_DAYS).toMillis();

    private final AccessConfig config;

    Quotas(AccessConfig config) {
        this.config = config;
    }

    Quota free(String addressBucket, long nowMillis) {
        YearMonth month = UsageCounters.month(nowMillis);
        return monthly(FREE, UsageCounters.freeAllowance(addressBucket, month), config.getFreeCallsPerMonth(),
                month, nowMillis);
    }

    Quota trial(String addressBucket, String tool, long nowMillis) {
        YearMonth month = UsageCounters.month(nowMillis);
        return monthly(TRIAL, UsageCounters.trial(addressBucket, tool, month), config.getTrialCallsPerMonth(), month,
                nowMillis);
    }

    /** An account's calls this month, limited as its plan says; {@code plan} is subscription or contributor. */
    Quota plan(String accountId, Plan plan, long nowMillis) {
        YearMonth month = UsageCounters.month(nowMillis);
        long limit = plan == Plan.CONTRIBUTOR ? config.getContributorCallsPerMonth() : config.getSubscriptionCallsPerMonth();
        return monthly(MONTHLY, UsageCounters.accountCalls(accountId, month), limit, month, nowMillis);
    }

    /** A founding grant: its calls in total, counted with the account's calls this month. */
    Quota founding(KeyHolder holder, long nowMillis) {
        long endsAt = grantEnd(holder);
        YearMonth month = UsageCounters.month(nowMillis);
        Meter.Counter grant = new Meter.Counter(UsageCounters.foundingGrant(holder.accountId()), Plan.FOUNDING_CALLS,
                Math.max(1, endsAt - nowMillis) + GRACE_MILLIS);
        Meter.Counter thisMonth = new Meter.Counter(UsageCounters.accountCalls(holder.accountId(), month), UNLIMITED,
                end(month) - nowMillis + GRACE_MILLIS);
        return new Quota(FOUNDING, List.of(grant, thisMonth), Plan.FOUNDING_CALLS, GRANT_MILLIS / 1000, endsAt);
    }

    /**
     * The quota an account's own calls count on, by its plan: its monthly calls, or its founding grant; empty once
     * a founding grant's 30 days are over (its 1,000 calls are the grant counter's limit).
     */
    Optional<Quota> ofAccount(KeyHolder holder, long nowMillis) {
        if (holder.plan() != Plan.FOUNDING) {
            return Optional.of(plan(holder.accountId(), holder.plan(), nowMillis));
        }
        return nowMillis < grantEnd(holder) ? Optional.of(founding(holder, nowMillis)) : Optional.empty();
    }

    private static long grantEnd(KeyHolder holder) {
        return holder.createdAt().toEpochMilli() + GRANT_MILLIS;
    }

    private static Quota monthly(String policy, String key, long limit, YearMonth month, long nowMillis) {
        long start = month.atDay(1).atStartOfDay(ZoneOffset.UTC).toInstant().toEpochMilli();
        long end = end(month);
        return new Quota(policy, List.of(new Meter.Counter(key, limit, end - nowMillis + GRACE_MILLIS)), limit,
                (end - start) / 1000, end);
    }

    private static long end(YearMonth month) {
        return month.plusMonths(1).atDay(1).atStartOfDay(ZoneOffset.UTC).toInstant().toEpochMilli();
    }
}
