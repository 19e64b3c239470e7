package dev.cairn.discovery;

import dev.cairn.api.Access;
import dev.cairn.catalog.ToolSpec;
import java.util.regex.Pattern;

/** What the documents derive from a tool's catalog entry, worked out in one place. */
final class ToolFacts {
    /** A sentence ends at . ! or ? followed by white space and a capital letter ("e.g. send_email" does not). */
    private static final Pattern SENTENCE_END = Pattern.compile("(?<=[.!?])\\s+(?=\\p{Lu})");

    private ToolFacts() {
    }

    static boolean needsApiKey(ToolSpec tool) {
        return tool.access().needsKey();
    }

    /** What a caller needs, in words: {@code required}, or how far the tool goes without a key. */
    static String keyNeed(ToolSpec tool) {
        return switch (tool.access()) {
            case OPEN -> "not needed (free allowance per address and month)";
            case TRIAL -> "needed after an anonymous trial (per address and month)";
            case CONTRIBUTION -> "required (a subscription key or a contributor identity)";
            case SUBSCRIPTION -> "required";
            case PUBLIC -> "not needed (a bearer token in the body)";
        };
    }

    static String firstSentence(ToolSpec tool) {
        return SENTENCE_END.split(tool.description().strip(), 2)[0];
    }

    /**
     * The family a tool belongs to, from its REST path: {@code /v1/actions/lock} is in {@code actions};
     * the one-segment routes ({@code /v1/scrub}, {@code /v1/inspect}, ...) are the text tools.
     */
    static String family(ToolSpec tool) {
        String[] segments = tool.path().split("/");
        return segments.length > 3 ? segments[2] : "text";
    }
}
