package dev.cairn.control.budget;

import dev.cairn.api.Access;
import dev.cairn.api.Caller;
import dev.cairn.api.Outcome;
import dev.cairn.api.ProblemException;
import dev.cairn.api.Timestamps;
import dev.cairn.catalog.Catalog;
import dev.cairn.catalog.Family;
import dev.cairn.catalog.Hints;
import dev.cairn.catalog.ToolSpec;
import dev.cairn.control.OwnerRequests;
import dev.cairn.control.ScriptReply;
import dev.cairn.store.Digests;
import dev.cairn.store.redis.RedisKeys;
import dev.cairn.store.redis.ScriptArgs;
import dev.cairn.store.redis.ScriptRegistry;
import java.time.Clock;
import java.util.List;

/**
 * reserve_action_budget: integer units reserved atomically under the ceiling of a period, (budget_key,
 * period_key) in the caller's account; a reservation_key makes a retry return the first outcome.
 */
public final class BudgetService implements Family {
    static final ToolSpec RESERVE_ACTION_BUDGET = new ToolSpec("reserve_action_budget", "/v1/budgets/reserve",
            "Reserve units of a budget",
            "Reserves amount integer units under the limit of a period (budget_key, period_key) of your account, in"
                    + " one atomic step: applied true when used + amount stays within limit, else applied false with"
                    + " reason limit_exceeded and nothing reserved. Perform the budgeted action only when applied is"
                    + " true. Send a reservation_key to make retries safe: the same key answers its first outcome"
                    + " (replayed true) without reserving again. The first reserve of a period sets its limit; a"
                    + " later one with another limit is 422 limit_conflict. check states used, remaining and limit.",
            Access.SUBSCRIPTION, Hints.WRITE);

    static final int DEFAULT_RETENTION_SECONDS = 31_536_000;

    private final ScriptRegistry scripts;
    private final Clock clock;

    public BudgetService(ScriptRegistry scripts, Clock clock) {
        this.scripts = scripts;
        this.clock = clock;
    }

    @Override
    public void register(Catalog.Builder catalog) {
        catalog.add(RESERVE_ACTION_BUDGET, BudgetRecords.Request.class, this::handle);
    }

    public Object handle(BudgetRecords.Request request, Caller caller) {
        return request.operation().equals("check") ? check(request, caller) : reserve(request, caller);
    }

    private BudgetRecords.Reservation reserve(BudgetRecords.Request request, Caller caller) {
        long amount = OwnerRequests.require(request.amount(), "amount");
        long limit = OwnerRequests.require(request.limit(), "limit");
        long now = clock.millis();
        long retentionMs = 1000L * (request.retentionSeconds() == null ? DEFAULT_RETENTION_SECONDS
                : request.retentionSeconds());
        String reservation = request.reservationKey() == null ? null : Digests.sha256Hex(request.reservationKey());
        ScriptReply reply = ScriptReply.of(scripts.run("budget/reserve", keys(request, caller),
                ScriptArgs.of("now", now).and("limit", limit).and("amount", amount).and("reservation", reservation)
                        .and("expires_at", now + retentionMs).and("retention_ms", retentionMs)));
        if (reply.is("limit_conflict")) {
            throw ProblemException.unprocessable("limit_conflict", "This period's limit was set by its first"
                    + " reservation and differs from limit; check shows it.", "/limit");
        }
        if (reply.is("reservation_key_conflict")) {
            throw ProblemException.unprocessable("reservation_key_conflict",
                    "This reservation_key was first used with another amount.", "/amount");
        }
        // detail: '<outcome> <amount> <reserved_at> <first|replayed>'
        String[] entry = reply.detail().split(" ");
        Outcome outcome = reply.change();
        boolean replayed = entry[3].equals("replayed");
        return new BudgetRecords.Reservation(Outcome.BRAND, outcome, replayed, request.reservationKey(), amount,
                Timestamps.format(Long.parseLong(entry[2])), period(request, reply),
                BudgetNotices.reserved(outcome, replayed));
    }

    private BudgetRecords.Checked check(BudgetRecords.Request request, Caller caller) {
        List<String> keys = keys(request, caller);
        ScriptReply reply = ScriptReply.of(scripts.run("budget/check", keys.subList(0, 1),
                ScriptArgs.of("now", clock.millis())));
        return new BudgetRecords.Checked(Outcome.BRAND, period(request, reply),
                BudgetNotices.checked(reply.is("checked")));
    }

    private static BudgetRecords.Period period(BudgetRecords.Request request, ScriptReply reply) {
        Long limit = reply.number("limit");
        long used = limit == null ? 0 : reply.number("used");
        return new BudgetRecords.Period(request.budgetKey(), request.periodKey(), limit, used,
                limit == null ? null : limit - used, reply.stamp("started_at"), reply.stamp("expires_at"));
    }

    /**
     * The period record and its reservations, under one hash tag. The budget key's length goes first, so no
     * two (budget_key, period_key) pairs make one name.
     */
    private static List<String> keys(BudgetRecords.Request request, Caller caller) {
        String period = RedisKeys.record("budget", caller.accountId(),
                request.budgetKey().length() + ":" + request.budgetKey() + request.periodKey());
        return List.of(period, period + ":reservations");
    }
}
