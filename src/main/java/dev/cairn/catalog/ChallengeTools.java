package dev.cairn.catalog;

import dev.cairn.api.Access;

/** Veto windows bound to an action fingerprint, and the public endpoints their links use (spec §4.6, §4.7). */
public final class ChallengeTools {
    private ChallengeTools() {
    }

    public static final ToolSpec MANAGE_ACTION_CHALLENGE = new ToolSpec("manage_action_challenge",
            "/v1/challenges/manage", "Open a veto window before an action",
            "A cooling-off window bound to one action_fingerprint. create returns veto_url (once; the token after #"
                    + " is the credential, stored only as a hash) for a human who may veto until veto_deadline"
                    + " (veto_window_seconds, default 300). After that the challenge is executable until"
                    + " execution_deadline (execution_window_seconds more, default 3600): consume with the same"
                    + " action_fingerprint grants safe_to_execute true exactly once. check reports the state;"
                    + " cancel withdraws a pending or executable challenge. control_id names it in your account.",
            Access.SUBSCRIPTION, Hints.WRITE).findingRecords();

    public static final ToolSpec CHALLENGE_PUBLIC_GET = new ToolSpec("challenge_public_get",
            "/v1/challenges/public/get", "Read a challenge (veto link holder)",
            "For the page behind a veto link: the challenge's status, title, fingerprint and deadlines. Needs the"
                    + " challenge_id and the link's token, no API key; a wrong token is 403 and says nothing more.",
            Access.PUBLIC, Hints.READ_ONLY);

    public static final ToolSpec CHALLENGE_PUBLIC_VETO = new ToolSpec("challenge_public_veto",
            "/v1/challenges/public/veto", "Veto an action (veto link holder)",
            "For the page behind a veto link: vetoes the action while the challenge is pending (before"
                    + " veto_deadline). A late or repeated veto changes nothing and the result says why (applied"
                    + " false, reason veto_window_closed, already_vetoed, cancelled, consumed or expired).",
            Access.PUBLIC, Hints.IDEMPOTENT_WRITE);
}
