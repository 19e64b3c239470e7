package dev.cairn.discovery;

/** How Cairn introduces itself: the words every discovery document shares. */
final class About {
    static final String NAME = "cairn";
    static final String TITLE = "Cairn";
    static final String SUMMARY = "Text-integrity and agent-control tools for AI agents: deterministic operations,"
            + " each served as a REST endpoint and as an MCP tool of the same name.";
    static final String KEY_FORMAT = "cairn_live_ followed by 32 base62 characters";
    static final String BEARER_HEADER = "Authorization: Bearer cairn_live_...";
    static final String MCP_TRANSPORT = "streamable-http";
    static final String KEY_RULE = "Tools that need an API key say so. The others work without one, counted per public"
            + " IP address and UTC month: the free tools share a free allowance (past it 429 free_allowance_exhausted"
            + " with Retry-After), and each premium text tool has a small anonymous trial (past it 401"
            + " trial_exhausted: send a key). A key that is sent must be valid (a malformed, unknown or revoked key is"
            + " refused with 401, never ignored), and the call counts on the key's plan instead (past its monthly"
            + " limit 429 monthly_limit_reached). Metered answers carry the RateLimit-Policy and RateLimit header"
            + " fields (draft-ietf-httpapi-ratelimit-headers); MCP results carry the same in"
            + " _meta[\"dev.cairn/rate-limit\"].";
    static final String ERRORS = "Errors are RFC 9457 problem documents (application/problem+json) with a stable"
            + " snake_case code and, for field defects, errors[].pointer (an RFC 6901 pointer into the request"
            + " body); no error quotes an input value.";
    static final String DECISIONS = "Decisions are results, not errors: a well-formed request returns 200 with the"
            + " outcome stated (for example safe_to_execute: false, or applied: false with a reason). Branch on the"
            + " result; errors mean the request itself was wrong.";

    private About() {
    }
}
