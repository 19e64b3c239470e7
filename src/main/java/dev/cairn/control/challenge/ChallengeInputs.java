package dev.cairn.control.challenge;

import dev.cairn.api.ChallengeRequests;
import dev.cairn.control.DigestFields;
import dev.cairn.control.OwnerRequests;

/** What manage_action_challenge's operations need beyond the schema: required fields per operation, defaults. */
final class ChallengeInputs {
    static final int DEFAULT_VETO_WINDOW_SECONDS = 300;
    static final int DEFAULT_EXECUTION_WINDOW_SECONDS = 3600;

    private ChallengeInputs() {
    }

    static String controlId(ChallengeRequests.Manage request) {
        return OwnerRequests.require(request.controlId(), "control_id");
    }

    static String fingerprint(ChallengeRequests.Manage request) {
        return DigestFields.normalize(OwnerRequests.require(request.actionFingerprint(), "action_fingerprint"));
    }

    static ChallengeStore.Terms terms(ChallengeRequests.Manage request) {
        return new ChallengeStore.Terms(fingerprint(request),
                1000L * orDefault(request.vetoWindowSeconds(), DEFAULT_VETO_WINDOW_SECONDS),
                1000L * orDefault(request.executionWindowSeconds(), DEFAULT_EXECUTION_WINDOW_SECONDS), request.title());
    }

    private static int orDefault(Integer value, int fallback) {
        return value == null ? fallback : value;
    }
}
