package dev.cairn.quality.readiness;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cairn.quality.readiness.ReadinessRecords.Check;
import dev.cairn.quality.readiness.ReadinessRecords.FormatProblem;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.BiConsumer;
import java.util.regex.Pattern;

/**
 * Whether a card has the form of an MCP Server Card (SEP-2127, schema.json of
 * modelcontextprotocol/experimental-ext-server-card at 8924e08): its required members, the types and lengths
 * of the members it defines, the name pattern, and a version that is one version, not a range (a rule the
 * schema states only in prose). Written out rather than validated against the bundled schema, which pins
 * {@code $schema} to v1 where any vN is accepted, and whose messages would not be Cairn's fixed phrases.
 * Members the format does not define (a SEP-1649 card's tools, say) are allowed: the top level is open.
 */
final class CardFormat {
    static final int MAX_PROBLEMS = 10;
    private static final Pattern SCHEMA = Pattern.compile(
            "https://static\\.modelcontextprotocol\\.io/schemas/v[1-9][0-9]*/server-card\\.schema\\.json");
    private static final Pattern NAME = Pattern.compile("[a-zA-Z0-9.-]+/[a-zA-Z0-9._-]+");
    private static final Pattern REMOTE_URL = Pattern.compile("https?://\\S+|\\{[a-zA-Z_][a-zA-Z0-9_]*}\\S*");
    /** ^1.2, ~1.2, >=1.2, <2, =1.2, 1.x, 1.*, 1.2 - 2.0, 1 || 2. */
    private static final Pattern RANGE = Pattern.compile("^[\\^~<>=]|(^|\\.)[xX*](\\.|$)|\\|\\||\\s-\\s");
    private static final int UNBOUNDED = Integer.MAX_VALUE;
    private static final Set<String> REMOTE_TYPES = Set.of("streamable-http", "sse");

    private final List<FormatProblem> problems = new ArrayList<>();

    private CardFormat() {
    }

    static Check check(JsonNode card) {
        List<FormatProblem> problems = problems(card);
        return problems.isEmpty()
                ? Check.of("card_format", true, "The card has the form of an MCP Server Card (SEP-2127).")
                : new Check("card_format", false, "The card is not a well-formed MCP Server Card (SEP-2127):"
                        + " problems lists its first defects, each at a JSON pointer into server_card.",
                        problems, null, null);
    }

    static List<FormatProblem> problems(JsonNode card) {
        CardFormat format = new CardFormat();
        format.matching(card, "", "$schema", 1, UNBOUNDED, SCHEMA,
                "is not a Server Card schema URL (.../schemas/vN/server-card.schema.json)");
        format.matching(card, "", "name", 3, 200, NAME, "is not a reverse-DNS name such as com.example/server");
        if (format.text(card, "", "version", true, 0, 255) && RANGE.matcher(card.get("version").textValue()).find()) {
            format.add("/version", "is a version range, not one version");
        }
        format.text(card, "", "description", true, 1, 100);
        format.text(card, "", "title", false, 1, 100);
        format.text(card, "", "websiteUrl", false, 0, UNBOUNDED);
        format.object(card, "", "_meta");
        JsonNode repository = format.object(card, "", "repository");
        if (repository != null) {
            format.text(repository, "/repository", "url", true, 0, UNBOUNDED);
            format.text(repository, "/repository", "source", true, 0, UNBOUNDED);
        }
        format.eachObject(card, "", "icons", (at, icon) -> format.text(icon, at, "src", true, 0, UNBOUNDED));
        format.eachObject(card, "", "remotes", format::remote);
        return List.copyOf(format.problems.subList(0, Math.min(MAX_PROBLEMS, format.problems.size())));
    }

    private void remote(String at, JsonNode remote) {
        if (text(remote, at, "type", true, 0, UNBOUNDED) && !REMOTE_TYPES.contains(remote.get("type").textValue())) {
            add(at + "/type", "must be streamable-http or sse");
        }
        matching(remote, at, "url", 1, UNBOUNDED, REMOTE_URL, "is not an http(s) URL or a {variable} template");
        eachObject(remote, at, "headers", (header, value) -> text(value, header, "name", true, 0, UNBOUNDED));
        object(remote, at, "variables");
        JsonNode versions = array(remote, at, "supportedProtocolVersions");
        for (int i = 0; versions != null && i < versions.size(); i++) {
            if (!versions.get(i).isTextual()) {
                add(at + "/supportedProtocolVersions/" + i, "must be a string");
            }
        }
    }

    /** A required string member that must match {@code pattern} whole; one problem at most. */
    private void matching(JsonNode parent, String at, String member, int min, int max, Pattern pattern,
                          String problem) {
        if (text(parent, at, member, true, min, max) && !pattern.matcher(parent.get(member).textValue()).matches()) {
            add(at + "/" + member, problem);
        }
    }

    /** Whether the member is a string of {@code min..max} code points; when it is not, the problem is noted. */
    private boolean text(JsonNode parent, String at, String member, boolean required, int min, int max) {
        JsonNode value = parent.get(member);
        if (value == null) {
            if (required) {
                add(at + "/" + member, "is required");
            }
            return false;
        }
        if (!value.isTextual()) {
            add(at + "/" + member, "must be a string");
            return false;
        }
        int length = value.textValue().codePointCount(0, value.textValue().length());
        if (length < min || length > max) {
            add(at + "/" + member, length > max ? "must have at most " + max + " characters"
                    : min == 1 ? "must not be empty" : "must have at least " + min + " characters");
            return false;
        }
        return true;
    }

    /** The optional member if it is an object, else null (and, when present, the problem noted). */
    private JsonNode object(JsonNode parent, String at, String member) {
        return typed(parent, at, member, parent.path(member).isObject(), "must be an object");
    }

    private JsonNode array(JsonNode parent, String at, String member) {
        return typed(parent, at, member, parent.path(member).isArray(), "must be an array");
    }

    private JsonNode typed(JsonNode parent, String at, String member, boolean isType, String problem) {
        if (parent.has(member) && !isType) {
            add(at + "/" + member, problem);
        }
        return isType ? parent.get(member) : null;
    }

    /** Each item of an optional array member that must hold objects, in order: an object is read, another noted. */
    private void eachObject(JsonNode parent, String at, String member, BiConsumer<String, JsonNode> read) {
        JsonNode array = array(parent, at, member);
        for (int i = 0; array != null && i < array.size(); i++) {
            String pointer = at + "/" + member + "/" + i;
            if (array.get(i).isObject()) {
                read.accept(pointer, array.get(i));
            } else {
                add(pointer, "must be an object");
            }
        }
    }

    private void add(String pointer, String problem) {
        problems.add(new FormatProblem(pointer, problem));
    }
}
