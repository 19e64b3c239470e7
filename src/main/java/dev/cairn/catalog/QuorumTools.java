package dev.cairn.catalog;

import dev.cairn.api.Access;

/** The quorum tool and the member endpoints its links open (spec §4.6, §4.7). */
public final class QuorumTools {
    private QuorumTools() {
    }

    public static final ToolSpec MANAGE_ACTION_QUORUM = new ToolSpec("manage_action_quorum", "/v1/quorums/manage",
            "Require a quorum of human approvals",
            "Binds an action_fingerprint to a quorum of member_count people, of whom required_votes must approve."
                    + " create returns one private link per member (only on the creating call; deliver them yourself).findingRecords();"
                    + " each member decides once before expiry. check shows the counts and each member's decision;"
                    + " consume, once the quorum is approved, grants the one execution right (safe_to_execute true"
                    + " exactly once) for the same action_fingerprint; cancel ends an open or approved quorum.",
            Access.SUBSCRIPTION, Hints.WRITE);

    public static final ToolSpec QUORUM_PUBLIC_GET = new ToolSpec("quorum_public_get", "/v1/quorums/public/get",
            "View a quorum as a member",
            "The quorum state and this member's own decision, for the holder of a member link. No API key; the member"
                    + " token is the credential. A wrong token is 403.",
            Access.PUBLIC, Hints.READ_ONLY);

    public static final ToolSpec QUORUM_PUBLIC_DECIDE = new ToolSpec("quorum_public_decide", "/v1/quorums/public/decide",
            "Decide as a quorum member",
            "Records this member's one decision (approved or rejected) while the quorum is open and unexpired. A repeat"
                    + " or late decision changes nothing and says why.",
            Access.PUBLIC, Hints.WRITE);
}
