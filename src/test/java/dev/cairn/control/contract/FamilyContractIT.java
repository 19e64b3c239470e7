package dev.cairn.control.contract;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.cairn.TestCatalog;
import dev.cairn.api.Access;
import dev.cairn.catalog.Operation;
import dev.cairn.catalog.ToolSchemas;
import dev.cairn.control.BearerTokens;
import dev.cairn.control.HumanLinks;
import dev.cairn.control.contract.FamilyContract.Created;
import dev.cairn.testing.Http;
import dev.cairn.testing.SharedAppTest;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The contract every agent-control family keeps, run for each family's {@link FamilyContract} declaration. Each
 * check applies to the families the catalog says it applies to: the 403 checks to those with public bearer
 * endpoints, the 404 checks to those with public endpoints or owner tools that look records up, the
 * stored-token check to those whose create answers links, the repeated-create checks to those whose create
 * takes a control_id, and the 400 checks to every tool of every family. Every 200 answer the contract gets is
 * checked against the tool's output schema.
 */
class FamilyContractIT extends SharedAppTest {
    /** The declarations; {@link #everyFamilyOfTheCatalogDeclaresItselfOnce} fails when a family is missing. */
    static final List<FamilyContract> FAMILIES = List.of(ActionContract.FAMILY, SignalContract.FAMILY,
            ApprovalContract.FAMILY, ChallengeContract.FAMILY, QuorumContract.FAMILY, EscalationContract.FAMILY,
            BudgetContract.FAMILY, ReceiptContract.FAMILY, LeaseContract.FAMILY, DelegationContract.FAMILY,
            StopContract.FAMILY, HandoffContract.FAMILY, ReconciliationContract.FAMILY, TraceContract.FAMILY,
            TaskContractContract.FAMILY, DeadlineContract.FAMILY, AttentionContract.FAMILY, TermsContract.FAMILY,
            PolicyContract.FAMILY, CompensationContract.FAMILY, ContextStatusContract.FAMILY,
            ContextRightsContract.FAMILY, DisclosureContract.FAMILY, ReadinessContract.FAMILY);
    /** A well-formed id (prefix, then 26 Crockford base-32 characters) that no record has. */
    static final String UNKNOWN_ULID = "0QZ7M3K9TX4B8N2R6VHJYPD5WC";

    static Stream<FamilyContract> families() {
        return FAMILIES.stream();
    }

    static Stream<FamilyContract> withPublicTools() {
        return families().filter(family -> !family.publicTools().isEmpty());
    }

    static Stream<FamilyContract> withLookups() {
        return families().filter(family -> !family.publicTools().isEmpty() || !family.ownerLookups().isEmpty());
    }

    static Stream<FamilyContract> withLinks() {
        return families().filter(family -> !family.linkMembers().isEmpty());
    }

    static Stream<FamilyContract> withControlId() {
        return families().filter(FamilyContract::takesControlId);
    }

    static Stream<Arguments> everyTool() {
        return families().flatMap(family -> family.operations().stream()
                .map(tool -> Arguments.of(family, tool.spec().name(), tool)));
    }

    // ---- calls ----

    /** A call of {@code tool}: owner tools with this test's key, public endpoints with none. */
    Http.Reply call(Operation<?> tool, String apiKey, JsonNode body) {
        return call(tool, apiKey, body.toString());
    }

    Http.Reply call(Operation<?> tool, String apiKey, String body) {
        return app.post(tool.spec().path(), tool.spec().access() == Access.PUBLIC ? null : apiKey, body);
    }

    /** A 200 answer, conforming to the tool's output schema (public answers are also no-store, private). */
    JsonNode ok(Operation<?> tool, String apiKey, JsonNode body) {
        Http.Reply reply = call(tool, apiKey, body);
        assertThat(reply.status()).as("%s %s: %s", tool.spec().name(), body, reply.text()).isEqualTo(200);
        assertThat(ToolSchemas.outputErrors(tool.spec().name(), reply.json())).as(reply.text()).isEmpty();
        if (tool.spec().access() == Access.PUBLIC) {
            assertThat(reply.header("Cache-Control")).isEqualTo("no-store, private");
        }
        return reply.json();
    }

    /** A problem document (RFC 9457) of this status and code, as every refusal is, never cached. */
    static JsonNode problem(Operation<?> tool, Http.Reply reply, int status, String code) {
        assertThat(reply.status()).as("%s: %s", tool.spec().name(), reply.text()).isEqualTo(status);
        assertThat(reply.contentType()).startsWith("application/problem+json");
        assertThat(reply.header("Cache-Control"))
                .isEqualTo(tool.spec().access() == Access.PUBLIC ? "no-store, private" : "no-store");
        JsonNode problem = reply.json();
        assertThat(problem.path("type").asText()).as(reply.text()).isEqualTo("urn:cairn:problem:" + code);
        assertThat(problem.path("code").asText()).isEqualTo(code);
        assertThat(problem.path("status").asInt()).isEqualTo(status);
        assertThat(problem.path("title").asText()).isNotBlank();
        assertThat(problem.path("detail").asText()).isNotBlank();
        assertThat(reply.text()).doesNotContain("Exception").doesNotContain("at dev.");
        return problem;
    }

    Created create(FamilyContract family, String apiKey, ObjectNode body) {
        return family.created(body, ok(family.createOperation(), apiKey, body));
    }

    /** The owner's view of the record (empty if the family has no lookup that only reads). */
    JsonNode ownerView(FamilyContract family, String apiKey, Created record) {
        return family.ownerView().map(tool -> ok(tool, apiKey, family.lookupBody(tool, record.id(), record.controlId())))
                .orElse(null);
    }

    /** The same token with its last character changed. */
    static String altered(String token) {
        return token.substring(0, token.length() - 1) + (token.endsWith("A") ? "B" : "A");
    }

    // ---- the contract ----

    @ParameterizedTest(name = "{0}")
    @MethodSource("families")
    void createAnswersWithinItsSchemaWithTheRecordsIdAndLinks(FamilyContract family) {
        Created created = create(family, key, family.createBody());
        if (family.recordIdMember() != null) {
            assertThat(created.id()).matches("[a-z]{3}_[0-9A-HJKMNP-TV-Z]{26}");
        }
        for (String member : family.linkMembers()) {
            JsonNode links = created.result().path(member);
            for (JsonNode link : links.isArray() ? links : List.of(links)) {
                assertThat(link.asText()).startsWith(member.equals("token") ? "" : app.url("/"));
            }
        }
        // 32 random bytes, base64url; a bare token may name its record first (<id>.<secret>)
        assertThat(created.tokens()).doesNotHaveDuplicates().allSatisfy(token ->
                assertThat(token).matches("([a-z]{3}_[0-9A-HJKMNP-TV-Z]{26}\\.)?[A-Za-z0-9_-]{43}"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("withControlId")
    void aRepeatedCreateIsTheSameRecordWithoutNewLinksAndOtherParametersConflict(FamilyContract family) {
        Created created = create(family, key, family.createBody());
        JsonNode before = ownerView(family, key, created);
        assertThat(before).as("%s: an owner lookup reads the record", family).isNotNull();

        JsonNode again = ok(family.createOperation(), key, family.createBody());
        if (family.recordIdMember() != null) { // a family without server ids names its record by control_id alone
            assertThat(again.path(family.recordIdMember()).asText()).isEqualTo(created.id());
        }
        for (String member : family.linkMembers()) {
            assertThat(again.path(member).isNull()).as("%s on the repeat: %s", member, again).isTrue();
        }
        assertThat(ownerView(family, key, created)).isEqualTo(before);
        for (Operation<?> tool : family.publicTools()) { // nothing replaced the first links
            if (tool.spec().hints().readOnly()) {
                created.tokens().forEach(token -> ok(tool, null, FamilyContract.publicBody(tool, created.id(), token)));
            }
        }

        JsonNode conflict = problem(family.createOperation(),
                call(family.createOperation(), key, family.conflictingCreateBody()), 422, "control_id_conflict");
        assertThat(conflict.path("errors").findValuesAsText("pointer")).containsExactly("/control_id");
        assertThat(ownerView(family, key, created)).isEqualTo(before);

        Created theirs = create(family, app.createApiKey(), family.createBody());
        if (created.id() != null) {
            assertThat(theirs.id()).as("a control_id is the account's own").isNotEqualTo(created.id());
        }
        assertThat(theirs.tokens()).hasSameSizeAs(created.tokens()).noneMatch(created.tokens()::contains);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("withPublicTools")
    void aWrongTokenIs403AndChangesNothing(FamilyContract family) {
        Created created = create(family, key, family.createBody());
        Created other = create(family, key, family.secondCreateBody());
        String token = created.tokens().get(0);
        JsonNode before = ownerView(family, key, created);
        assertThat(before).as("%s: an owner lookup reads the record", family).isNotNull();
        for (Operation<?> tool : family.publicTools()) {
            for (String wrong : List.of(altered(token), other.tokens().get(0))) {
                Http.Reply reply = call(tool, null, FamilyContract.publicBody(tool, created.id(), wrong));
                problem(tool, reply, 403, "token_invalid");
                assertThat(reply.text()).doesNotContain(created.id()).doesNotContain(wrong).doesNotContain(token);
            }
        }
        assertThat(ownerView(family, key, created)).isEqualTo(before);
        for (Operation<?> tool : family.publicTools()) { // the same requests with the right token are answered
            ok(tool, null, FamilyContract.publicBody(tool, created.id(), token));
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("withLookups")
    void unknownMalformedAndForeignIdsAre404(FamilyContract family) {
        Created created = create(family, key, family.createBody());
        String stranger = app.createApiKey();
        List<String> unknownIds = created.id() == null ? List.of()
                : List.of(created.prefix() + "_" + UNKNOWN_ULID, created.prefix() + "_short", "x}{y");
        for (Operation<?> tool : family.publicTools()) {
            for (String id : unknownIds) {
                problem(tool, call(tool, null, FamilyContract.publicBody(tool, id, created.tokens().get(0))), 404,
                        "not_found");
            }
        }
        for (Operation<?> tool : family.ownerLookups()) {
            List<ObjectNode> unknown = new ArrayList<>();
            if (family.byControlId(tool)) {
                unknown.add(family.lookupBody(tool, null, "contract-never-made"));
            } else {
                unknownIds.forEach(id -> unknown.add(family.lookupBody(tool, id, null)));
            }
            for (ObjectNode body : unknown) {
                problem(tool, call(tool, key, body), 404, "not_found");
            }
            problem(tool, call(tool, stranger, family.lookupBody(tool, created.id(), created.controlId())), 404,
                    "not_found");
        }
        for (Operation<?> tool : family.publicTools()) { // the same requests with the record's id are answered
            ok(tool, null, FamilyContract.publicBody(tool, created.id(), created.tokens().get(0)));
        }
        for (Operation<?> tool : family.ownerLookups()) {
            ok(tool, key, family.lookupBody(tool, created.id(), created.controlId()));
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("withLinks")
    void tokensRestInRedisOnlyAsHashes(FamilyContract family) {
        Created created = create(family, key, family.createBody());
        Created second = create(family, key, family.secondCreateBody());
        ok(family.createOperation(), key, family.createBody()); // a repeat, where it is one, mints nothing new
        for (Operation<?> tool : family.publicTools()) {
            if (tool.spec().hints().readOnly()) { // opening the link may record that it was seen
                ok(tool, null, FamilyContract.publicBody(tool, created.id(), created.tokens().get(0)));
            }
        }
        List<String> tokens = new ArrayList<>(created.tokens());
        tokens.addAll(second.tokens());
        assertThat(tokens).isNotEmpty();
        String stored = HumanLinks.everyKeyAndValue();
        assertThat(stored.contains(created.id()) && stored.contains(second.id())).as("the scan sees the records").isTrue();
        for (String token : tokens) { // booleans: the message should not be all of Redis
            assertThat(stored.contains(token)).as("%s: a token is in Redis in plaintext", family).isFalse();
            assertThat(stored.contains(BearerTokens.hash(token))).as("%s: a token's hash is in Redis", family).isTrue();
        }
        JsonNode view = ownerView(family, key, created);
        if (view != null) {
            assertThat(view.toString()).as("the owner's view").doesNotContain(created.tokens().toArray(String[]::new));
        }
    }

    @ParameterizedTest(name = "{0}: {1}")
    @MethodSource("everyTool")
    void badBodiesAre400AndQuoteNothing(FamilyContract family, String name, Operation<?> tool) {
        problem(tool, call(tool, key, "{\"" + BadBodies.SENTINEL), 400, "malformed_json");
        List<BadBodies.BadBody> bodies = BadBodies.of(tool.inputSchema(), FamilyContract.example(tool));
        for (BadBodies.BadBody bad : bodies) {
            Http.Reply reply = call(tool, key, bad.body());
            JsonNode problem = problem(tool, reply, 400, "invalid_request");
            assertThat(problem.path("errors").findValuesAsText("pointer")).as("%s: %s", bad, reply.text())
                    .isNotEmpty().containsOnly(bad.pointer());
            assertThat(reply.text()).as(bad.toString()).doesNotContain(BadBodies.SENTINEL);
        }
        assertThat(bodies).as("%s: a defect for every member", name)
                .hasSizeGreaterThan(tool.inputSchema().path("properties").size());
        ObjectNode example = FamilyContract.example(tool);
        if (tool == family.createOperation() && example.has("control_id")) {
            problem(tool, call(tool, key, family.lookupBody(tool, null, example.path("control_id").asText())), 404,
                    "not_found"); // no refused create made a record
        }
    }

    @Test
    void everyFamilyOfTheCatalogDeclaresItselfOnce() {
        List<List<String>> declared = FAMILIES.stream()
                .map(family -> family.operations().stream().map(tool -> tool.spec().name()).toList()).toList();
        List<List<String>> registered = TestCatalog.families().stream()
                .map(family -> family.stream().map(tool -> tool.spec().name()).toList()).toList();
        assertThat(declared).doesNotHaveDuplicates().containsExactlyInAnyOrderElementsOf(registered);
        assertThat(withPublicTools().count()).as("one family with public endpoints per link page")
                .isEqualTo(TestCatalog.CATALOG.pages().size()).isPositive();
        assertThat(withControlId().count()).isPositive();
        assertThat(withLinks().toList()).as("a family with public endpoints hands out links")
                .containsAll(withPublicTools().toList());
    }
}
