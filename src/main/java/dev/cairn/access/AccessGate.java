package dev.cairn.access;

import dev.cairn.api.Access;
import dev.cairn.api.Admission;
import dev.cairn.api.Caller;
import dev.cairn.api.ProblemException;
import dev.cairn.api.RequestFacts;
import java.time.Clock;
import java.util.Locale;
import java.util.Optional;

/**
 * Decides whether a request may run a tool, and on whose account. This is the one place where
 * metering, free allowances, anonymous trials and x402 payment will plug in: every REST call and MCP
 * tools/call passes through {@link #admit}. A key recognised lately is admitted from memory; any other
 * well-formed key is looked up only while its client address is within {@link FailedKeyLimiter}'s limit,
 * so a flood of made-up keys is answered 429 from memory, without a query and without saying whether
 * the key exists.
 */
public final class AccessGate implements Admission {
    private final ApiKeys keys;
    private final FailedKeyLimiter limiter;

    public AccessGate(ApiKeys keys, Clock clock) {
        this.keys = keys;
        this.limiter = new FailedKeyLimiter(clock);
    }

    @Override
    public Caller admit(Access access, RequestFacts request) {
        String authorization = request.authorization();
        if (access == Access.PUBLIC) { // the bearer token in the body is the credential; a key adds nothing
            return Caller.ANONYMOUS.reachedAt(request.baseUrl());
        }
        if (authorization == null || authorization.isBlank()) {
            if (access != Access.SUBSCRIPTION) { // open tools, and trial tools while the trial is not metered
                return Caller.ANONYMOUS.reachedAt(request.baseUrl());
            }
            throw ProblemException.unauthorized("api_key_required",
                    "This tool needs an API key: send Authorization: Bearer <key>.");
        }
        String key = bearerToken(authorization);
        if (!ApiKeys.isWellFormed(key)) {
            throw invalidKey();
        }
        return keys.remembered(key)
                .or(() -> lookUp(key, request.clientAddress()))
                .orElseThrow(AccessGate::invalidKey)
                .reachedAt(request.baseUrl());
    }

    /** A key not recognised lately costs a query, so it counts against its address until it proves valid. */
    private Optional<Caller> lookUp(String key, String clientAddress) {
        FailedKeyLimiter.Attempt attempt = limiter.attempt(clientAddress);
        Optional<Caller> caller = keys.identify(key);
        caller.ifPresent(valid -> attempt.forgive());
        return caller;
    }

    private static ProblemException invalidKey() {
        return ProblemException.unauthorized("api_key_invalid", "The API key is malformed, unknown or revoked.");
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
