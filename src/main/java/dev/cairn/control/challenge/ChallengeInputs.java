package dev.cairn.control.challenge;

import dev.cairn.api.DigestFields;
import dev.cairn.control.OwnerRequests;
import dev.cairn.store.Digests;

/** What manage_action_challenge's operations need beyond the schema: required fields per operation, defaults. */
final class ChallengeInputs {
    static final int DEFAULT_VETO_WINDOW_SECONDS = 300;
    static final int DEFAULT_EXECUTION_WINDOW_SECONDS = 3600;

    private ChallengeInputs() {
    }

    /** What a create binds a challenge to; a repeated create must bring the same. */
    record Terms(String actionFingerprint, long vetoWindowMs, long executionWindowMs, String title) {
        /** The digest a repeated create is compared by (the record keeps it as {@code params}). */
        String params() {
            return Digests.sha256Hex(String.join("\n", actionFingerprint, Long.toString(vetoWindowMs),
                    Long.toString(executionWindowMs), title == null ? "" : "title:" + title));
        }
    }

    static String controlId(ChallengeRecords.Manage request) {
        return OwnerRequests.require(request.controlId(), "control_id");
    }

    static String fingerprint(ChallengeRecords.Manage request) {
        return DigestFields.normalize(OwnerRequests.require(request.actionFingerprint(), "action_fingerprint"));
    }

    static Terms terms(ChallengeRecords.Manage request) {
        return new Terms(fingerprint(request),
                1000L * orDefault(request.vetoWindowSeconds(), DEFAULT_VETO_WINDOW_SECONDS),
                1000L * orDefault(request.executionWindowSeconds(), DEFAULT_EXECUTION_WINDOW_SECONDS), request.title());
    }

    private static int orDefault(Integer value, int fallback) {
        return value == null ? fallback : value;
    }
}
