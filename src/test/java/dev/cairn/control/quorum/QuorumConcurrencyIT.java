package dev.cairn.control.quorum;

import static dev.cairn.control.quorum.QuorumToolsIT.FP;
import static dev.cairn.control.quorum.QuorumToolsIT.create;
import static dev.cairn.control.quorum.QuorumToolsIT.memberBody;
import static dev.cairn.control.quorum.QuorumToolsIT.owner;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cairn.catalog.ToolSchemas;
import dev.cairn.control.HumanLinks;
import dev.cairn.control.HumanLinks.Link;
import dev.cairn.testing.Http;
import dev.cairn.testing.SharedAppTest;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Many requests at once: each member counts once, the threshold is crossed once, one consume wins. */
class QuorumConcurrencyIT extends SharedAppTest {
    private static final int REPEATS_PER_MEMBER = 3;

    List<Link> links(String controlId, int required, int members) {
        JsonNode created = app.post(QuorumToolsIT.MANAGE, key, create(controlId, required, members)).json();
        List<Link> links = new ArrayList<>();
        created.get("member_urls").forEach(url -> links.add(Link.parse(url.asText())));
        return links;
    }

    JsonNode check(String controlId) {
        return app.post(QuorumToolsIT.MANAGE, key, owner("check", controlId, null)).json();
    }

    @Test
    void everyMemberDecidingSixTimesAtOnceCountsOnceAndCrossesTheThresholdOnce() throws Exception {
        List<Link> links = links("q-all-at-once", 10, 10);
        List<Http.Reply> replies = HumanLinks.concurrently(10 * 2 * REPEATS_PER_MEMBER, i ->
                app.post(QuorumToolsIT.DECIDE, null, memberBody(links.get(i % 10), "approved")));
        Map<Integer, Integer> appliedPerMember = new HashMap<>();
        int crossings = 0;
        for (Http.Reply reply : replies) {
            JsonNode result = reply.json();
            assertThat(ToolSchemas.outputErrors("quorum_public_decide", result)).as(reply.text()).isEmpty();
            if (result.get("applied").asBoolean()) {
                appliedPerMember.merge(result.get("member").asInt(), 1, Integer::sum);
                crossings += result.get("status").asText().equals("approved") ? 1 : 0;
            } else {
                assertThat(result.get("reason").asText()).isIn("already_decided", "closed");
            }
        }
        assertThat(appliedPerMember).hasSize(10).allSatisfy((member, count) -> assertThat(count).isEqualTo(1));
        assertThat(crossings).isEqualTo(1);
        JsonNode state = check("q-all-at-once");
        assertThat(state.get("status").asText()).isEqualTo("approved");
        assertThat(state.get("approvals").asInt()).isEqualTo(10);
        assertThat(state.get("rejections").asInt()).isZero();
    }

    @Test
    void mixedDecisionsAtOnceStopCountingWhenTheThresholdIsCrossed() throws Exception {
        // members 1..12 approve, 13..20 reject; 10 approvals close the quorum, so exactly 10 approvals count
        List<Link> links = links("q-mixed", 10, 20);
        List<Http.Reply> replies = HumanLinks.concurrently(20 * REPEATS_PER_MEMBER, i ->
                app.post(QuorumToolsIT.DECIDE, null, memberBody(links.get(i % 20), i % 20 < 12 ? "approved" : "rejected")));
        int applied = 0;
        int crossings = 0;
        List<Integer> members = new ArrayList<>();
        for (Http.Reply reply : replies) {
            JsonNode result = reply.json();
            if (result.get("applied").asBoolean()) {
                applied++;
                members.add(result.get("member").asInt());
                crossings += result.get("status").asText().equals("approved") && result.get("approvals").asInt() == 10
                        && result.get("your_decision").asText().equals("approved") ? 1 : 0;
            }
        }
        assertThat(members).doesNotHaveDuplicates();
        assertThat(crossings).isEqualTo(1);
        JsonNode state = check("q-mixed");
        assertThat(state.get("status").asText()).isEqualTo("approved");
        assertThat(state.get("approvals").asInt()).isEqualTo(10);
        assertThat(applied).isEqualTo(10 + state.get("rejections").asInt());
        long decided = 0;
        for (JsonNode decision : state.get("decisions")) {
            decided += decision.get("decision").isNull() ? 0 : 1;
        }
        assertThat(decided).isEqualTo(applied);
    }

    @Test
    void fiftyConcurrentConsumesGrantOneExecutionRight() throws Exception {
        List<Link> links = links("q-consume-race", 2, 2);
        app.post(QuorumToolsIT.DECIDE, null, memberBody(links.get(0), "approved"));
        app.post(QuorumToolsIT.DECIDE, null, memberBody(links.get(1), "approved"));
        List<Http.Reply> replies = HumanLinks.concurrently(50, i ->
                app.post(QuorumToolsIT.MANAGE, key, owner("consume", "q-consume-race", FP)));
        int safe = 0;
        for (Http.Reply reply : replies) {
            JsonNode result = reply.json();
            assertThat(ToolSchemas.outputErrors("manage_action_quorum", result)).as(reply.text()).isEmpty();
            assertThat(result.get("status").asText()).isEqualTo("consumed");
            if (result.get("safe_to_execute").asBoolean()) {
                safe++;
            } else {
                assertThat(result.get("reason").asText()).isEqualTo("already_consumed");
            }
        }
        assertThat(safe).isEqualTo(1);
    }

    @Test
    void concurrentCreatesWithOneControlIdMakeOneQuorumAndShowLinksOnce() throws Exception {
        List<Http.Reply> replies = HumanLinks.concurrently(50, i ->
                app.post(QuorumToolsIT.MANAGE, key, create("q-create-race", 2, 3)));
        int withLinks = 0;
        String id = replies.get(0).json().get("quorum_id").asText();
        for (Http.Reply reply : replies) {
            assertThat(reply.json().get("quorum_id").asText()).isEqualTo(id);
            withLinks += reply.json().get("member_urls").isNull() ? 0 : 1;
        }
        assertThat(withLinks).isEqualTo(1);
    }
}
