package dev.cairn.access;

import dev.cairn.api.Access;
import dev.cairn.api.Admission;
import dev.cairn.api.Caller;
import dev.cairn.api.ProblemException;
import dev.cairn.api.RequestFacts;
import java.util.Locale;

/**
 * Decides whether a request may run a tool, and on whose account. This is the one place where
 * metering, free allowances, anonymous trials and x402 payment will plug in: every REST call and MCP
 * tools/call passes through {@link #admit}.
 */
public final class AccessGate implements Admission {
    private final ApiKeys keys;

    public AccessGate(ApiKeys keys) {
        this.keys = keys;
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
        return keys.identify(bearerToken(authorization), request.clientAddress())
                .map(holder -> new Caller(holder.accountId(), holder.plan().id()))
                .orElseThrow(() -> ProblemException.unauthorized("api_key_invalid",
                        "The API key is malformed, unknown or revoked."))
                .reachedAt(request.baseUrl());
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
