package dev.cairn.control;

import dev.cairn.api.ProblemException;

/** Checks shared by the owner operations of the families behind public links (quorum, escalation). */
public final class OwnerRequests {
    private OwnerRequests() {
    }

    /** A field the chosen operation needs: absent is 422 with a pointer to it. */
    public static <T> T require(T value, String field) {
        if (value == null) {
            throw ProblemException.unprocessable("missing_field",
                    field + " is required for this operation.", "/" + field);
        }
        return value;
    }

    /** The verdict of a create script: a reused control_id with other parameters is 422. */
    public static void requireCreated(ScriptReply reply, String what) {
        if (reply.is("conflict")) {
            throw ProblemException.unprocessable("control_id_conflict",
                    "This control_id already names a " + what + " with other parameters.", "/control_id");
        }
        reply.found(() -> PublicRecords.notBound(what));
    }
}
