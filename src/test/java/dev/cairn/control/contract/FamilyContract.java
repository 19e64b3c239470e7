package dev.cairn.control.contract;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.cairn.TestCatalog;
import dev.cairn.api.Access;
import dev.cairn.api.Json;
import dev.cairn.catalog.Operation;
import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * One agent-control family as {@link FamilyContractIT} checks it. A family declares only what the catalog cannot
 * tell: a name, the tool and the body that create one of its records (as its own ITs create them) and, if that
 * tool takes a {@code control_id}, members that turn a repeated create into one with other parameters.
 * <p>
 * Everything else is derived from the catalog ({@link TestCatalog#families()}) and the tools' schemas: the
 * family's tools (all it registers), which of them are public bearer endpoints ({@link Access#PUBLIC}), which
 * owner tools look a record up ({@code findsRecords}), the member that names a record (the create result's
 * {@code *_id}), the members that carry its links ({@code *_url}, {@code *_urls}), a valid request for each tool
 * (its schema's first example) and the invalid ones.
 */
public final class FamilyContract {
    private final String name;
    private final String createTool;
    private final ObjectNode create;
    private final ObjectNode otherParameters;

    private FamilyContract(String name, String createTool, ObjectNode create, ObjectNode otherParameters) {
        this.name = name;
        this.createTool = createTool;
        this.create = create;
        this.otherParameters = otherParameters;
    }

    /** The family whose records {@code createTool} makes from {@code createBody} (a JSON object). */
    public static FamilyContract family(String name, String createTool, String createBody) {
        return new FamilyContract(name, createTool, object(createBody), null);
    }

    /** Members that, put into the create body, make a create with the same control_id one with other parameters. */
    public FamilyContract otherParameters(String members) {
        return new FamilyContract(name, createTool, create, object(members));
    }

    @Override
    public String toString() {
        return name;
    }

    // ---- what the catalog and the schemas say of the family ----

    /** Every operation the family registers, public endpoints too, in catalog order. */
    List<Operation<?>> operations() {
        List<List<Operation<?>>> registering = TestCatalog.families().stream()
                .filter(family -> family.stream().anyMatch(operation -> operation.spec().name().equals(createTool)))
                .toList();
        assertThat(registering).as("%s: exactly one family registers %s", name, createTool).hasSize(1);
        return registering.get(0);
    }

    Operation<?> createOperation() {
        return operations().stream().filter(operation -> operation.spec().name().equals(createTool)).findFirst()
                .orElseThrow();
    }

    /** The public bearer endpoints (REST only, the token in the body is the credential). */
    List<Operation<?>> publicTools() {
        return operations().stream().filter(operation -> operation.spec().access() == Access.PUBLIC).toList();
    }

    /** The owner tools (API key) that look up one of the family's records and so can answer 404. */
    List<Operation<?>> ownerLookups() {
        return operations().stream()
                .filter(operation -> operation.spec().access() != Access.PUBLIC && operation.spec().findsRecords())
                .toList();
    }

    /** An owner lookup that only reads: the owner's view of a record, to see that a refused call changed nothing. */
    Optional<Operation<?>> ownerView() {
        return ownerLookups().stream()
                .filter(operation -> operation.spec().hints().readOnly() || byControlId(operation)).findFirst();
    }

    boolean takesControlId() {
        return createOperation().inputSchema().path("properties").has("control_id");
    }

    /**
     * The members of the create result that hand out the record's tokens: links, {@code *_url} (one) or
     * {@code *_urls} (a list), or a bare bearer {@code token}.
     */
    List<String> linkMembers() {
        List<String> members = new ArrayList<>();
        createOperation().outputSchema().path("properties").fieldNames().forEachRemaining(member -> {
            if (member.endsWith("_url") || member.endsWith("_urls") || member.equals("token")) {
                members.add(member);
            }
        });
        return members;
    }

    /** The member of the create result that names the record ({@code quorum_id}, {@code inbox_id}, …), or null. */
    String recordIdMember() {
        List<String> members = new ArrayList<>();
        createOperation().outputSchema().path("properties").fieldNames().forEachRemaining(member -> {
            if (member.endsWith("_id") && !member.equals("control_id")) {
                members.add(member);
            }
        });
        assertThat(members).as("%s: %s names its record by at most one *_id member", name, createTool).hasSizeLessThan(2);
        return members.isEmpty() ? null : members.get(0);
    }

    /**
     * The form of the record's id: a server id ({@code <prefix>_<26 Crockford base-32>}), or the pattern the
     * result schema pins for an id derived from the request (a quality card's {@code tmc_} + 40 hex).
     */
    String recordIdPattern() {
        JsonNode pattern = createOperation().outputSchema().path("properties").path(recordIdMember()).path("pattern");
        return pattern.isTextual() ? pattern.asText() : "[a-z]{3}_[0-9A-HJKMNP-TV-Z]{26}";
    }

    /**
     * Whether the lookups pin the id's form in their input schema (an id derived from a request, such as a quality
     * card's): a malformed id is then 400 by the schema, and the unknown ids to try are well-formed ones nobody made.
     */
    boolean derivesIds() {
        return ownerLookups().stream().anyMatch(tool -> tool.inputSchema().path("properties").path(recordIdMember())
                .has("pattern"));
    }

    // ---- requests ----

    ObjectNode createBody() {
        return create.deepCopy();
    }

    /** The create body with another control_id, or the same body where the family has none (a second record). */
    ObjectNode secondCreateBody() {
        ObjectNode body = createBody();
        if (body.has("control_id")) {
            body.put("control_id", body.path("control_id").asText() + "-second");
        }
        return body;
    }

    /** The create body with the same control_id and other parameters. */
    ObjectNode conflictingCreateBody() {
        assertThat(otherParameters).as("%s: declares otherParameters, as its create takes a control_id", name).isNotNull();
        ObjectNode body = createBody();
        body.setAll(otherParameters.deepCopy());
        assertThat(body).as("%s: otherParameters change the create body", name).isNotEqualTo(create);
        return body;
    }

    /** A public endpoint's example request, addressed to record {@code id} with {@code token}. */
    static ObjectNode publicBody(Operation<?> tool, String id, String token) {
        ObjectNode body = example(tool);
        body.put(idMember(tool), id);
        body.put("token", token);
        return body;
    }

    /** The one required {@code *_id} member of a public endpoint's request. */
    static String idMember(Operation<?> tool) {
        List<String> members = new ArrayList<>();
        tool.inputSchema().path("required").forEach(member -> {
            if (member.asText().endsWith("_id")) {
                members.add(member.asText());
            }
        });
        assertThat(members).as("%s names the record by one required *_id member", tool.spec().name()).hasSize(1);
        return members.get(0);
    }

    /** Whether an owner lookup names the record by its control_id (operation check) rather than by its id. */
    boolean byControlId(Operation<?> tool) {
        JsonNode properties = tool.inputSchema().path("properties");
        String member = recordIdMember();
        if (member != null && properties.has(member)) {
            return false;
        }
        boolean checks = false;
        for (JsonNode operation : properties.path("operation").path("enum")) {
            checks |= operation.asText().equals("check");
        }
        assertThat(properties.has("control_id") && checks)
                .as("%s finds records: by %s, or by control_id with operation check", tool.spec().name(), member).isTrue();
        return true;
    }

    /** An owner lookup's request for the record named {@code id} (by id) or {@code controlId} (by control_id). */
    ObjectNode lookupBody(Operation<?> tool, String id, String controlId) {
        if (byControlId(tool)) {
            return Json.MAPPER.createObjectNode().put("operation", "check").put("control_id", controlId);
        }
        ObjectNode body = example(tool);
        body.put(recordIdMember(), id);
        return body;
    }

    /** The first example of the tool's input schema, a valid request. */
    static ObjectNode example(Operation<?> tool) {
        JsonNode example = tool.inputSchema().path("examples").path(0);
        assertThat(example.isObject()).as("schemas/%s.json has an example request", tool.spec().name()).isTrue();
        return (ObjectNode) example.deepCopy();
    }

    // ---- results ----

    /** A record just created: the result, the record's id (null if it has none), its control_id and its links' tokens. */
    record Created(JsonNode result, String id, String controlId, List<String> tokens) {
        String prefix() {
            return id.substring(0, id.indexOf('_'));
        }
    }

    /** What the creating call {@code request} answered. */
    Created created(JsonNode request, JsonNode result) {
        String member = recordIdMember();
        List<String> tokens = new ArrayList<>();
        for (String link : linkMembers()) {
            JsonNode value = result.path(link);
            assertThat(value.isNull() || value.isMissingNode()).as("%s: the creating call answers %s", name, link).isFalse();
            if (value.isArray()) {
                value.forEach(url -> tokens.add(token(url.asText())));
            } else if (link.equals("token")) {
                tokens.add(value.asText());
            } else {
                tokens.add(token(value.asText()));
            }
        }
        return new Created(result, member == null ? null : result.path(member).asText(),
                request.has("control_id") ? request.path("control_id").asText() : null, tokens);
    }

    /** A link's token: its fragment (a page link, {@code /<page>/<id>#<token>}), else its last path segment. */
    static String token(String url) {
        URI uri = URI.create(url);
        if (uri.getFragment() != null) {
            return uri.getFragment();
        }
        String path = uri.getPath();
        return path.substring(path.lastIndexOf('/') + 1);
    }

    private static ObjectNode object(String json) {
        try {
            return (ObjectNode) Json.MAPPER.readTree(json);
        } catch (JsonProcessingException | ClassCastException e) {
            throw new IllegalArgumentException("not a JSON object: " + json, e);
        }
    }
}
