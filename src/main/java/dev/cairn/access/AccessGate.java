package dev.cairn.access;

import dev.cairn.api.Access;
import dev.cairn.api.Admission;
import dev.cairn.api.Caller;
import dev.cairn.api.OwnerMeter;
import dev.cairn.api.ProblemException;
import dev.cairn.api.RequestFacts;
import java.time.Clock;
import java.util.Locale;
import java.util.Optional;

/**
 * Decides whether a request may run a tool, on whose account, and counts it (spec §5, §8): every REST call and
 * MCP tools/call passes through {@link #admit}. A key's plan decides what it covers and which quota counts the
 * call; a tool of the free allowance or a trial that the plan does not cover is admitted as for an anonymous
 * caller, by public address. It also counts the calls an inbox owner makes by receiving signal events.
 */
public final class AccessGate implements Admission, OwnerMeter {
    private final ApiKeys keys;
    private final Metering metering;
    private final Quotas quotas;
    private final Clock clock;

    public AccessGate(ApiKeys keys, Metering metering, AccessConfig config, Clock clock) {
        this.keys = keys;
        this.metering = metering;
        this.quotas = new Quotas(config);
        this.clock = clock;
    }

    @Override
    public Admitted admit(String tool, Access access, RequestFacts request) {
        Caller anonymous = Caller.ANONYMOUS.reachedAt(request.baseUrl());
        if (access == Access.PUBLIC) { // the bearer token in the body is the credential; a key adds nothing
            return Admitted.unmetered(anonymous);
        }
        String authorization = request.authorization();
        if (authorization == null || authorization.isBlank()) {
            if (access.needsKey()) {
                throw ProblemException.unauthorized("api_key_required",
                        "This tool needs an API key: send Authorization: Bearer <key>.");
            }
            return anonymously(tool, access, request, anonymous);
        }
        KeyHolder holder = keys.identify(bearerToken(authorization), request.clientAddress())
                .orElseThrow(() -> ProblemException.unauthorized("api_key_invalid",
                        "The API key is malformed, unknown or revoked."));
        return onPlan(holder, tool, access, request, anonymous);
    }

    private Admitted onPlan(KeyHolder holder, String tool, Access access, RequestFacts request, Caller anonymous) {
        Caller caller = new Caller(holder.accountId(), holder.plan().id(), request.baseUrl());
        long now = clock.millis();
        switch (holder.plan()) {
            case SUBSCRIPTION -> {
                return metering.count(quotas.ofAccount(holder, now).orElseThrow(), caller, now,
                        QuotaRefusals::monthlyLimitReached);
            }
            case FOUNDING -> {
                Optional<Admitted> granted = quotas.ofAccount(holder, now)
                        .flatMap(grant -> metering.countIfAny(grant, caller, now));
                if (granted.isPresent()) {
                    return granted.get();
                }
                if (access == Access.CONTRIBUTION && holder.contributor()) {
                    return asContributor(holder, caller, now);
                }
                if (access.needsKey()) {
                    throw QuotaRefusals.foundingAccessEnded();
                }
                return anonymously(tool, access, request, anonymous);
            }
            default -> {
                if (access == Access.CONTRIBUTION) {
                    return asContributor(holder, caller, now);
                }
                if (access.needsKey()) {
                    throw QuotaRefusals.subscriptionRequired();
                }
                return anonymously(tool, access, request, anonymous);
            }
        }
    }

    /** An accepted signal event, counted on its inbox owner's plan as one call (spec §6.3). */
    @Override
    public Runnable count(String accountId) {
        Optional<KeyHolder> owner = keys.account(accountId);
        if (owner.isEmpty()) {
            return () -> { };
        }
        long now = clock.millis();
        Quota quota = quotas.ofAccount(owner.get(), now).orElseThrow(() -> QuotaRefusals.ownerLimitReached(0));
        return metering.count(quota, Caller.ANONYMOUS, now,
                (used, state) -> QuotaRefusals.ownerLimitReached(quota.policy().equals(Quotas.FOUNDING) ? 0
                        : state.resetSeconds())).giveBack();
    }

    private Admitted asContributor(KeyHolder holder, Caller caller, long now) {
        return metering.count(quotas.plan(holder.accountId(), Plan.CONTRIBUTOR, now), caller, now,
                QuotaRefusals::monthlyLimitReached);
    }

    private Admitted anonymously(String tool, Access access, RequestFacts request, Caller anonymous) {
        long now = clock.millis();
        String address = ClientAddresses.bucket(request.clientAddress());
        if (access == Access.OPEN) {
            return metering.count(quotas.free(address, now), anonymous, now, QuotaRefusals::freeAllowanceExhausted);
        }
        return metering.count(quotas.trial(address, tool, now), anonymous, now,
                (quota, state) -> QuotaRefusals.trialExhausted(tool, quota, state));
    }

    private static String bearerToken(String authorization) {
        String value = authorization.trim();
        if (value.length() < 7 || !value.substring(0, 7).toLowerCase(Locale.ROOT).equals("bearer ")) {
            throw ProblemException.unauthorized("api_key_invalid",
                    "The Authorization header must use the Bearer scheme.");
        }
        return value.substring(7).trim();
    }
}
