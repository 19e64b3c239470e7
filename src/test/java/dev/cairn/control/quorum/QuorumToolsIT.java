package dev.cairn.control.quorum;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cairn.catalog.ToolSchemas;
import dev.cairn.control.HumanLinks;
import dev.cairn.control.HumanLinks.Link;
import dev.cairn.testing.Http;
import dev.cairn.testing.RawHttp;
import dev.cairn.testing.Mcp;
import dev.cairn.testing.SharedAppTest;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class QuorumToolsIT extends SharedAppTest {
    static final String FP = "sha256:" + "ab".repeat(32);
    static final String OTHER_FP = "sha256:" + "cd".repeat(32);
    static final String MANAGE = "/v1/quorums/manage";
    static final String GET = "/v1/quorums/public/get";
    static final String DECIDE = "/v1/quorums/public/decide";

    /** A 200 owner result, conforming to the output schema. */
    JsonNode manage(String body) {
        Http.Reply reply = app.post(MANAGE, key, body);
        return ToolSchemas.conforming("manage_action_quorum", reply);
    }

    static String create(String controlId, int required, int members) {
        return "{\"operation\":\"create\",\"control_id\":\"" + controlId + "\",\"action_fingerprint\":\"" + FP
                + "\",\"required_votes\":" + required + ",\"member_count\":" + members + ",\"expires_in_seconds\":300"
                + ",\"title\":\"Pay the invoice\"}";
    }

    static String owner(String operation, String controlId, String fingerprint) {
        return "{\"operation\":\"" + operation + "\",\"control_id\":\"" + controlId + "\""
                + (fingerprint == null ? "" : ",\"action_fingerprint\":\"" + fingerprint + "\"") + "}";
    }

    List<Link> createLinks(String controlId, int required, int members) {
        JsonNode created = manage(create(controlId, required, members));
        List<Link> links = new ArrayList<>();
        created.get("member_urls").forEach(url -> links.add(Link.parse(url.asText())));
        return links;
    }

    /** A public reply: 200, no-store private, conforming to the output schema. */
    static JsonNode publicOk(String path, String tool, String body) {
        Http.Reply reply = app.post(path, null, body);
        assertThat(reply.status()).as(reply.text()).isEqualTo(200);
        assertThat(reply.header("Cache-Control")).isEqualTo("no-store, private");
        assertThat(ToolSchemas.outputErrors(tool, reply.json())).as(reply.text()).isEmpty();
        return reply.json();
    }

    static String memberBody(Link link, String decision) {
        return "{\"quorum_id\":\"" + link.id() + "\",\"token\":\"" + link.token() + "\""
                + (decision == null ? "" : ",\"decision\":\"" + decision + "\"") + "}";
    }

    static JsonNode decide(Link link, String decision) {
        return publicOk(DECIDE, "quorum_public_decide", memberBody(link, decision));
    }

    @Test
    void createMintsOneLinkPerMemberShownOnlyOnTheCreatingCall() {
        JsonNode created = manage(create("q-links", 2, 3));
        assertThat(created.get("status").asText()).isEqualTo("open");
        assertThat(created.get("quorum_id").asText()).matches("qrm_[0-9A-HJKMNP-TV-Z]{26}");
        assertThat(created.get("action_fingerprint").asText()).isEqualTo(FP);
        assertThat(created.get("member_urls")).hasSize(3);
        List<String> tokens = new ArrayList<>();
        for (JsonNode url : created.get("member_urls")) {
            assertThat(url.asText()).startsWith(app.url("/quorum/" + created.get("quorum_id").asText() + "#"));
            tokens.add(Link.parse(url.asText()).token());
        }
        assertThat(tokens).doesNotHaveDuplicates().allMatch(token -> token.length() == 43);
        assertThat(created.get("decisions")).hasSize(3).allMatch(decision -> decision.get("decision").isNull());

        JsonNode again = manage(create("q-links", 2, 3));
        assertThat(again.get("quorum_id")).isEqualTo(created.get("quorum_id"));
        assertThat(again.get("member_urls").isNull()).isTrue();
        assertThat(again.get("notice").asText()).contains("only on the creating call");
        JsonNode checked = manage(owner("check", "q-links", null));
        assertThat(checked.get("member_urls").isNull()).isTrue();
        assertThat(checked.toString()).doesNotContain(tokens.get(0));

        Http.Reply conflict = app.post(MANAGE, key, create("q-links", 3, 3));
        assertThat(conflict.status()).isEqualTo(422);
        assertThat(conflict.json().get("code").asText()).isEqualTo("control_id_conflict");
    }

    @Test
    void operationSpecificInputIsCheckedWith422AndAPointer() {
        Http.Reply tooMany = app.post(MANAGE, key, create("q-bad", 5, 4));
        assertThat(tooMany.status()).isEqualTo(422);
        assertThat(tooMany.json().at("/errors/0/pointer").asText()).isEqualTo("/required_votes");
        Http.Reply noFingerprint = app.post(MANAGE, key,
                "{\"operation\":\"create\",\"control_id\":\"q-bad\",\"required_votes\":2,\"member_count\":2}");
        assertThat(noFingerprint.status()).isEqualTo(422);
        assertThat(noFingerprint.json().at("/errors/0/pointer").asText()).isEqualTo("/action_fingerprint");
        Http.Reply noMembers = app.post(MANAGE, key, "{\"operation\":\"create\",\"control_id\":\"q-bad\",\"action_fingerprint\":\""
                + FP + "\",\"required_votes\":2}");
        assertThat(noMembers.json().at("/errors/0/pointer").asText()).isEqualTo("/member_count");
        manage(create("q-bad", 2, 2));
        Http.Reply consume = app.post(MANAGE, key, owner("consume", "q-bad", null));
        assertThat(consume.status()).isEqualTo(422);
        assertThat(consume.json().at("/errors/0/pointer").asText()).isEqualTo("/action_fingerprint");
        assertThat(app.post(MANAGE, key, create("q-bad", 2, 21)).status()).isEqualTo(400);
        assertThat(app.post(MANAGE, key, create("q-bad", 1, 2)).status()).isEqualTo(400);
    }

    @Test
    void approvalsReachTheThresholdOnceAndOneConsumeTakesTheExecutionRight() {
        List<Link> links = createLinks("q-approve", 2, 3);
        JsonNode first = decide(links.get(0), "approved");
        assertThat(first.get("applied").asBoolean()).isTrue();
        assertThat(first.get("status").asText()).isEqualTo("open");
        assertThat(first.get("member").asInt()).isEqualTo(1);
        assertThat(first.get("your_decision").asText()).isEqualTo("approved");
        JsonNode repeat = decide(links.get(0), "rejected");
        assertThat(repeat.get("applied").asBoolean()).isFalse();
        assertThat(repeat.get("reason").asText()).isEqualTo("already_decided");
        assertThat(repeat.get("your_decision").asText()).isEqualTo("approved");
        assertThat(repeat.get("rejections").asInt()).isZero();

        assertThat(manage(owner("consume", "q-approve", FP)).get("reason").asText()).isEqualTo("not_approved");
        JsonNode second = decide(links.get(2), "approved");
        assertThat(second.get("status").asText()).isEqualTo("approved");
        assertThat(second.get("member").asInt()).isEqualTo(3);
        JsonNode late = decide(links.get(1), "approved");
        assertThat(late.get("reason").asText()).isEqualTo("closed");
        assertThat(late.get("approvals").asInt()).isEqualTo(2);
        assertThat(late.get("your_decision").isNull()).isTrue();

        JsonNode checked = manage(owner("check", "q-approve", null));
        assertThat(checked.get("decisions").get(0).get("decision").asText()).isEqualTo("approved");
        assertThat(checked.get("decisions").get(1).get("decision").isNull()).isTrue();
        assertThat(checked.get("decisions").get(2).get("decided_at").asText()).isNotEmpty();
        assertThat(checked.get("decided_at").asText()).isNotEmpty();

        JsonNode mismatch = manage(owner("consume", "q-approve", OTHER_FP));
        assertThat(mismatch.get("applied").asBoolean()).isFalse();
        assertThat(mismatch.get("reason").asText()).isEqualTo("fingerprint_mismatch");
        assertThat(mismatch.get("safe_to_execute").asBoolean()).isFalse();
        assertThat(mismatch.get("status").asText()).isEqualTo("approved");
        Http.Reply upperCase = app.post(MANAGE, key, owner("consume", "q-approve", "AB".repeat(32)));
        assertThat(upperCase.status()).as("spec §2: a digest is lowercase hex").isEqualTo(400);
        assertThat(upperCase.json().get("errors").get(0).get("pointer").asText()).isEqualTo("/action_fingerprint");
        JsonNode consumed = manage(owner("consume", "q-approve", "ab".repeat(32))); // bare hex, same digest
        assertThat(consumed.get("applied").asBoolean()).isTrue();
        assertThat(consumed.get("safe_to_execute").asBoolean()).isTrue();
        assertThat(consumed.get("status").asText()).isEqualTo("consumed");
        assertThat(consumed.get("consumed_at").asText()).isNotEmpty();
        JsonNode twice = manage(owner("consume", "q-approve", FP));
        assertThat(twice.get("reason").asText()).isEqualTo("already_consumed");
        assertThat(twice.get("safe_to_execute").asBoolean()).isFalse();
        assertThat(manage(owner("cancel", "q-approve", null)).get("reason").asText()).isEqualTo("consumed");
        assertThat(decide(links.get(1), "approved").get("reason").asText()).isEqualTo("closed");
    }

    @Test
    void rejectionsCloseTheQuorumOnceApprovalIsOutOfReach() {
        List<Link> links = createLinks("q-reject", 2, 3);
        assertThat(decide(links.get(0), "rejected").get("status").asText()).isEqualTo("open");
        JsonNode second = decide(links.get(1), "rejected");
        assertThat(second.get("applied").asBoolean()).isTrue();
        assertThat(second.get("status").asText()).isEqualTo("rejected");
        assertThat(second.get("rejections").asInt()).isEqualTo(2);
        assertThat(decide(links.get(2), "approved").get("reason").asText()).isEqualTo("closed");
        assertThat(manage(owner("consume", "q-reject", FP)).get("reason").asText()).isEqualTo("rejected");
        assertThat(manage(owner("cancel", "q-reject", null)).get("reason").asText()).isEqualTo("rejected");

        List<Link> unanimous = createLinks("q-unanimous", 2, 2);
        assertThat(decide(unanimous.get(1), "rejected").get("status").asText()).isEqualTo("rejected");
    }

    @Test
    void decisionsAndConsumesEndExactlyAtExpiry() {
        List<Link> links = createLinks("q-expiry", 2, 3);
        CLOCK.advance(Duration.ofSeconds(300).minusMillis(1));
        assertThat(decide(links.get(0), "approved").get("applied").asBoolean()).isTrue();
        CLOCK.advance(Duration.ofMillis(1));
        JsonNode late = decide(links.get(1), "approved");
        assertThat(late.get("reason").asText()).isEqualTo("expired");
        assertThat(late.get("status").asText()).isEqualTo("expired");
        assertThat(late.get("approvals").asInt()).isEqualTo(1);
        assertThat(publicOk(GET, "quorum_public_get", memberBody(links.get(2), null)).get("status").asText())
                .isEqualTo("expired");
        assertThat(manage(owner("consume", "q-expiry", FP)).get("reason").asText()).isEqualTo("expired");
        assertThat(manage(owner("cancel", "q-expiry", null)).get("reason").asText()).isEqualTo("expired");

        List<Link> approved = createLinks("q-expiry-approved", 2, 3);
        decide(approved.get(0), "approved");
        assertThat(decide(approved.get(1), "approved").get("status").asText()).isEqualTo("approved");
        assertThat(decide(approved.get(2), "rejected").get("reason").asText()).isEqualTo("closed");
        CLOCK.advance(Duration.ofSeconds(300));
        JsonNode expired = decide(approved.get(2), "approved");
        assertThat(expired.get("reason").asText()).isEqualTo("expired");
        assertThat(expired.get("status").asText()).isEqualTo("expired");
        JsonNode consume = manage(owner("consume", "q-expiry-approved", FP));
        assertThat(consume.get("reason").asText()).isEqualTo("expired");
        assertThat(consume.get("safe_to_execute").asBoolean()).isFalse();
    }

    @Test
    void cancelEndsAnOpenOrApprovedQuorum() {
        List<Link> links = createLinks("q-cancel", 2, 2);
        JsonNode cancelled = manage(owner("cancel", "q-cancel", null));
        assertThat(cancelled.get("applied").asBoolean()).isTrue();
        assertThat(cancelled.get("status").asText()).isEqualTo("cancelled");
        assertThat(cancelled.get("cancelled_at").asText()).isNotEmpty();
        assertThat(decide(links.get(0), "approved").get("reason").asText()).isEqualTo("closed");
        assertThat(manage(owner("consume", "q-cancel", FP)).get("reason").asText()).isEqualTo("cancelled");
        assertThat(manage(owner("cancel", "q-cancel", null)).get("reason").asText()).isEqualTo("already_cancelled");

        List<Link> approved = createLinks("q-cancel-approved", 2, 2);
        decide(approved.get(0), "approved");
        decide(approved.get(1), "approved");
        assertThat(manage(owner("cancel", "q-cancel-approved", null)).get("applied").asBoolean()).isTrue();
        assertThat(manage(owner("consume", "q-cancel-approved", FP)).get("reason").asText()).isEqualTo("cancelled");
    }

    @Test
    void wrongTokensUnknownIdsAndBadBodiesChangeNothing() {
        List<Link> links = createLinks("q-refuse", 2, 2);
        Link wrong = new Link("quorum", links.get(0).id(), links.get(1).token().substring(1) + "A");
        Http.Reply forbidden = app.post(DECIDE, null, memberBody(wrong, "approved"));
        assertThat(forbidden.status()).isEqualTo(403);
        assertThat(forbidden.json().get("code").asText()).isEqualTo("token_invalid");
        assertThat(forbidden.header("Cache-Control")).startsWith("no-store"); // problems are never stored either
        assertThat(app.post(GET, null, memberBody(wrong, null)).status()).isEqualTo(403);
        Http.Reply unknown = app.post(GET, null, memberBody(new Link("quorum", "qrm_0QZ7M3K9TX4B8N2R6VHJYPD5WC",
                links.get(0).token()), null));
        assertThat(unknown.status()).isEqualTo(404);
        assertThat(app.post(GET, null, memberBody(new Link("quorum", "qrm_}{x", links.get(0).token()), null)).status())
                .isEqualTo(404);
        assertThat(app.post(DECIDE, null, "{\"quorum_id\":\"" + links.get(0).id() + "\",\"token\":\"" + links.get(0).token())
                .status()).isEqualTo(400);
        assertThat(app.post(DECIDE, null, memberBody(new Link("quorum", links.get(0).id(), "x".repeat(129)), "approved"))
                .status()).isEqualTo(400);
        assertThat(RawHttp.postHeadersOnly(app.url(DECIDE), 8 * 1024 * 1024 + 1)).startsWith("HTTP/1.1 413");
        assertThat(app.post(MANAGE, key, "{\"operation\":\"cancel\",\"control_id\":\"q-refuse\",\"extra\":1}").status())
                .isEqualTo(400);

        JsonNode state = manage(owner("check", "q-refuse", null));
        assertThat(state.get("status").asText()).isEqualTo("open");
        assertThat(state.get("approvals").asInt()).isZero();
        assertThat(state.get("decisions")).allMatch(decision -> decision.get("decision").isNull());

        String otherKey = app.createApiKey();
        Http.Reply foreign = app.post(MANAGE, otherKey, owner("cancel", "q-refuse", null));
        assertThat(foreign.status()).isEqualTo(404);
        assertThat(app.post(MANAGE, key, owner("check", "q-never-made", null)).status()).isEqualTo(404);
        assertThat(app.post(MANAGE, null, owner("check", "q-refuse", null)).status()).isEqualTo(401);
        assertThat(manage(owner("check", "q-refuse", null)).get("status").asText()).isEqualTo("open");
    }

    @Test
    void redisHoldsNoMemberTokenInPlaintext() {
        List<Link> links = createLinks("q-hashes", 2, 4);
        decide(links.get(0), "approved");
        String redis = HumanLinks.everyKeyAndValue();
        assertThat(redis).contains(links.get(0).id());
        for (Link link : links) {
            assertThat(redis).doesNotContain(link.token());
        }
    }

    @Test
    void mcpCallsTheManageToolButListsNoPublicEndpoint() {
        Mcp mcp = new Mcp(app);
        String arguments = create("q-mcp", 2, 2);
        for (Http.Reply reply : List.of(mcp.legacy(key, "tools/call", Mcp.call("manage_action_quorum", arguments)),
                mcp.modern(key, "tools/call", Mcp.call("manage_action_quorum", arguments)))) {
            JsonNode result = reply.json().path("result");
            assertThat(result.path("isError").asBoolean()).as(reply.text()).isFalse();
            assertThat(result.path("structuredContent").path("control_id").asText()).isEqualTo("q-mcp");
        }
        List<String> listed = new ArrayList<>();
        mcp.legacy(null, "tools/list", null).json().at("/result/tools").forEach(tool -> listed.add(tool.get("name").asText()));
        assertThat(listed).contains("manage_action_quorum").doesNotContain("quorum_public_get", "quorum_public_decide");
    }
}
