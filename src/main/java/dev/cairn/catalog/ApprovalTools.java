package dev.cairn.catalog;

import dev.cairn.api.Access;

/** Ask a human: approval requests and the public endpoints their links use (spec §4.5). */
public final class ApprovalTools {
    private ApprovalTools() {
    }

    public static final ToolSpec REQUEST_APPROVAL = new ToolSpec("request_approval", "/v1/approvals/request",
            "Ask a human to approve",
            "Creates a pending approval request and returns approval_url, a link for the human who decides (the"
                    + " token after # is the credential; it is shown only in this result and stored only as a hash)."
                    + " Deliver the link yourself, then poll check_approval. The link decides once: approved or"
                    + " rejected, with an optional note. It expires after expires_in_seconds (default 24 hours).",
            Access.SUBSCRIPTION, Hints.WRITE);

    public static final ToolSpec CHECK_APPROVAL = new ToolSpec("check_approval", "/v1/approvals/check",
            "Check an approval request",
            "Reports an approval request's status (pending, approved, rejected, expired or cancelled), when it was"
                    + " decided and the note left with the decision. Changes nothing.",
            Access.SUBSCRIPTION, Hints.READ_ONLY).findingRecords();

    public static final ToolSpec CANCEL_APPROVAL = new ToolSpec("cancel_approval", "/v1/approvals/cancel",
            "Cancel a pending approval request",
            "Withdraws a pending approval request so its link can no longer decide it. A request that is already"
                    + " decided, expired or cancelled is left as it is and the result says why (applied false).",
            Access.SUBSCRIPTION, Hints.IDEMPOTENT_WRITE).findingRecords();

    public static final ToolSpec APPROVAL_PUBLIC_GET = new ToolSpec("approval_public_get",
            "/v1/approvals/public/get", "Read an approval request (link holder)",
            "For the page behind an approval link: the request's title, description, status and decision. Needs"
                    + " the approval_id and the link's token, no API key; a wrong token is 403 and says nothing more.",
            Access.PUBLIC, Hints.READ_ONLY);

    public static final ToolSpec APPROVAL_PUBLIC_DECIDE = new ToolSpec("approval_public_decide",
            "/v1/approvals/public/decide", "Approve or reject (link holder)",
            "For the page behind an approval link: records the one decision (approved or rejected, optional note"
                    + " up to 500 characters) while the request is pending. Any later decision changes nothing and"
                    + " the result says why (applied false, reason already_decided, expired or cancelled).",
            Access.PUBLIC, Hints.WRITE);
}
