package dev.cairn.control.action;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.cairn.api.ProblemException;
import dev.cairn.store.Digests;

/** Digests an action intent: SHA-256 over the RFC 8785 form of {@code {action, scope, arguments}}. */
final class ActionFingerprints {
    static final String DEFAULT_SCOPE = "default";
    static final int MAX_CANONICAL_BYTES = 100_000;
    static final String CANONICALIZATION = "RFC 8785 JCS of {\"action\",\"scope\",\"arguments\"}, UTF-8";

    private ActionFingerprints() {
    }

    static ActionRecords.Digest digest(ActionRecords.Fingerprint intent) {
        ObjectNode form = JsonNodeFactory.instance.objectNode();
        form.put("action", intent.action());
        form.put("scope", intent.scope() == null ? DEFAULT_SCOPE : intent.scope());
        form.set("arguments", intent.arguments());
        byte[] canonical;
        try {
            // The form's member names are the request's, so the exception's pointer is the body's pointer.
            canonical = CanonicalJson.canonicalize(form);
        } catch (CanonicalizationException e) {
            throw ProblemException.unprocessable(e.code(), e.getMessage(), e.pointer());
        }
        if (canonical.length > MAX_CANONICAL_BYTES) {
            throw ProblemException.unprocessable("canonical_form_too_large",
                    "The canonical form of the action is " + canonical.length + " bytes; the limit is "
                            + MAX_CANONICAL_BYTES + ".", "/arguments");
        }
        String hex = Digests.sha256Hex(canonical);
        return new ActionRecords.Digest("sha256:" + hex, "cairn_action_" + hex, "sha256", CANONICALIZATION,
                canonical.length);
    }
}
