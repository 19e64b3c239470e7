package dev.cairn.control;

import dev.cairn.api.Outcome;
import dev.cairn.api.ProblemException;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * The reply of a record script, {@code {outcome, detail, field, value, ...}} (lua/lib/prelude.lua's
 * {@code reply}): the outcome, one detail such as a member index (empty for none), then the record's hash
 * as it stands after the script (none when the outcome is about a record the caller may not see).
 */
public record ScriptReply(String outcome, String detail, Map<String, String> fields) {
    public static ScriptReply of(Object reply) {
        List<?> items = (List<?>) reply;
        Map<String, String> fields = new HashMap<>();
        for (int i = 2; i + 1 < items.size(); i += 2) {
            fields.put((String) items.get(i), (String) items.get(i + 1));
        }
        return new ScriptReply((String) items.get(0), (String) items.get(1), fields);
    }

    /** Whether this call changed the record and, if not, why. */
    public Outcome change() {
        return Outcome.of(outcome);
    }

    /**
     * The reply of a script that checked a link's token. An unknown id is 404; a token that does not open
     * the record is 403, which says nothing more.
     */
    public ScriptReply opened(String what) {
        if (is("token_invalid")) {
            throw ProblemException.tokenInvalid();
        }
        return found(() -> PublicRecords.unknownId(what));
    }

    /**
     * The reply of a script on a record named by its token alone ({@link PublicRecords#namedBy}): no such
     * record and a wrong token are the same 403, so a token reveals nothing about records it does not open.
     */
    public ScriptReply presented() {
        if (is("not_found") || is("token_invalid")) {
            throw ProblemException.tokenInvalid();
        }
        return this;
    }

    /**
     * The reply of an owner's script: {@code not_found} (another account's record, or one collected since its
     * control_id was bound) is the 404 {@code notFound} makes.
     */
    public ScriptReply found(Supplier<ProblemException> notFound) {
        if (is("not_found")) {
            throw notFound.get();
        }
        return this;
    }

    public boolean is(String expected) {
        return outcome.equals(expected);
    }

    public Long number(String field) {
        return StoredFields.number(fields, field);
    }

    /** A stored time as the API's timestamp, null when none is stored. */
    public String stamp(String field) {
        return StoredFields.stamp(fields, field);
    }

    /** A text field, null when absent or stored empty (how scripts store "none"). */
    public String text(String field) {
        return StoredFields.text(fields, field);
    }
}
