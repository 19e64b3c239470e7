package dev.cairn.pages;

/** The four kinds of link a person receives, each with its page route segment and its static wording. */
enum PageKind {
    APPROVAL("approve", "Approval request",
            "Someone asked for your decision. Read the request, then approve or reject it."),
    CHALLENGE("veto", "Veto window",
            "An agent plans to take the action below. You can veto it until the veto deadline."),
    QUORUM("quorum", "Quorum vote",
            "This action needs several approvals before it may run. Your vote counts once."),
    ESCALATION("escalation", "Escalation",
            "An incident was escalated to you. Acknowledge it when you take it on, resolve it when it is handled.");

    /** The first path segment: {@code /approve/{id}}. */
    final String segment;
    final String heading;
    final String lead;

    PageKind(String segment, String heading, String lead) {
        this.segment = segment;
        this.heading = heading;
        this.lead = lead;
    }
}
