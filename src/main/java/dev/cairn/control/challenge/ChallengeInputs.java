package dev.cairn.control.challenge;

import dev.cairn.api.ChallengeRequests;
import dev.cairn.api.ProblemException;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

/** What manage_action_challenge's operations need beyond the schema: required fields per operation, defaults. */
final class ChallengeInputs {
    static final int DEFAULT_VETO_WINDOW_SECONDS = 300;
    static final int DEFAULT_EXECUTION_WINDOW_SECONDS = 3600;

    private ChallengeInputs() {
    }

    /**
     * Every operation names its challenge by control_id. It must be well-formed UTF-16: a string with an
     * unpaired surrogate has no UTF-8 form, so two different such ids would reach Redis as the same bytes.
     */
    static String controlId(ChallengeRequests.Manage request) {
        String controlId = required(request.controlId(), "control_id");
        if (!StandardCharsets.UTF_8.newEncoder().canEncode(controlId)) {
            throw ProblemException.unprocessable("lone_surrogate",
                    "The string contains an unpaired UTF-16 surrogate, which has no UTF-8 form.", "/control_id");
        }
        return controlId;
    }

    /** Fingerprints arrive as {@code sha256:<hex>} or bare hex and are stored and answered in the prefixed form. */
    static String fingerprint(ChallengeRequests.Manage request) {
        String digest = required(request.actionFingerprint(), "action_fingerprint").toLowerCase(Locale.ROOT);
        return digest.startsWith("sha256:") ? digest : "sha256:" + digest;
    }

    static ChallengeStore.Terms terms(ChallengeRequests.Manage request) {
        return new ChallengeStore.Terms(fingerprint(request),
                1000L * orDefault(request.vetoWindowSeconds(), DEFAULT_VETO_WINDOW_SECONDS),
                1000L * orDefault(request.executionWindowSeconds(), DEFAULT_EXECUTION_WINDOW_SECONDS), request.title());
    }

    private static String required(String value, String field) {
        if (value == null) {
            throw ProblemException.unprocessable("missing_field", field + " is required for this operation.",
                    "/" + field);
        }
        return value;
    }

    private static int orDefault(Integer value, int fallback) {
        return value == null ? fallback : value;
    }
}
