package dev.cairn.catalog;

import dev.cairn.api.Access;

/** The signal inbox tools and verify_signed_signal (spec §4.4, §4.6, §6). */
public final class SignalTools {
    private SignalTools() {
    }

    public static final ToolSpec CREATE_SIGNAL = new ToolSpec("create_signal", "/v1/signals/create",
            "Create a signal inbox",
            "Creates an inbox that accepts POST /signal/{token} from any sender without an API key: a JSON or"
                    + " plain-text body up to 64 KB UTF-8, kept in arrival order until the inbox expires"
                    + " (expires_in_seconds, default 86400) or max_events (default 25) are stored. signal_url holds"
                    + " the token and is shown only in this answer; read events with get_signal_events.",
            Access.SUBSCRIPTION, Hints.WRITE);

    public static final ToolSpec GET_SIGNAL_EVENTS = new ToolSpec("get_signal_events", "/v1/signals/events",
            "Read a signal inbox",
            "Returns the inbox's status and its events in arrival order, each with its body. Page with limit"
                    + " (default 25) and after_ms: pass next_after_ms from the previous answer to get only later"
                    + " events. Changes nothing.",
            Access.SUBSCRIPTION, Hints.READ_ONLY).findingRecords();

    public static final ToolSpec DELETE_SIGNAL = new ToolSpec("delete_signal", "/v1/signals/delete",
            "Delete a signal inbox",
            "Deletes the inbox and every stored event body at once; later deliveries to its URL get 410. The id"
                    + " is unknown afterwards.",
            Access.SUBSCRIPTION, new Hints(false, true, false, false)).findingRecords();

    public static final ToolSpec VERIFY_SIGNED_SIGNAL = new ToolSpec("verify_signed_signal", "/v1/signals/verify",
            "Verify a signed signal",
            "Checks an HMAC-SHA256 signature (hex) over timestamp + \".\" + nonce + \".\" + message with the shared"
                    + " secret, that the timestamp (Unix seconds) is within max_age_seconds (default 300) of now in"
                    + " either direction, and that the nonce was not accepted before. The answer is a decision:"
                    + " valid, or the reason it is not. Stores neither message nor secret, only a hash of an"
                    + " accepted nonce until it can no longer be fresh.",
            Access.SUBSCRIPTION, Hints.WRITE);
}
