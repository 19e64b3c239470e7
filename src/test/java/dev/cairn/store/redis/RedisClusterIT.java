package dev.cairn.store.redis;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cairn.control.HumanLinks.Link;
import dev.cairn.testing.CairnApp;
import dev.cairn.testing.Http;
import dev.cairn.testing.MutableClock;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import redis.clients.jedis.Jedis;
import redis.embedded.RedisShardedCluster;

/** The service on a real three-master Redis Cluster: scripts follow their keys' hash slots. */
class RedisClusterIT {
    private static RedisShardedCluster cluster;
    private static CairnApp app;
    private static String key;

    @BeforeAll
    static void start() throws Exception {
        cluster = RedisShardedCluster.newRedisCluster()
                .ephemeral() // free ports, chosen before the shards are declared
                .shard("a", 0).shard("b", 0).shard("c", 0)
                .build();
        cluster.start();
        awaitClusterOk();
        String seeds = cluster.serverPorts().stream().limit(2)
                .map(port -> "redis://127.0.0.1:" + port).collect(Collectors.joining(","));
        app = CairnApp.onRedisCluster(new MutableClock(), seeds).start();
        key = app.createApiKey();
    }

    /** start() returns once slots are assigned; nodes agree on them a moment later (CLUSTERDOWN until then). */
    private static void awaitClusterOk() throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        for (int port : cluster.serverPorts()) {
            try (Jedis node = new Jedis("127.0.0.1", port)) {
                while (!node.clusterInfo().contains("cluster_state:ok")) {
                    if (System.nanoTime() > deadline) {
                        throw new IllegalStateException("the test cluster did not become ready in 60 s");
                    }
                    Thread.sleep(100);
                }
            }
        }
    }

    @AfterAll
    static void stop() throws Exception {
        try {
            if (app != null) {
                app.stop();
            }
        } finally {
            cluster.stop();
        }
    }

    private static JsonNode post(String path, String body) {
        Http.Reply reply = app.post(path, key, body);
        assertThat(reply.status()).as(reply.text()).isEqualTo(200);
        return reply.json();
    }

    @Test
    void locksOnManyKeysLandOnEveryMasterAndBehaveAsOnOneServer() {
        for (int i = 0; i < 60; i++) {
            JsonNode claim = post("/v1/actions/lock", "{\"key\":\"spread-" + i + "\"}");
            assertThat(claim.get("safe_to_execute").asBoolean()).isTrue();
            assertThat(post("/v1/actions/lock", "{\"key\":\"spread-" + i + "\"}").get("safe_to_execute").asBoolean())
                    .isFalse();
            String settle = "{\"key\":\"spread-" + i + "\",\"lock_id\":\"" + claim.get("lock_id").asText() + "\"}";
            assertThat(post(i % 2 == 0 ? "/v1/actions/complete" : "/v1/actions/release", settle)
                    .get("applied").asBoolean()).isTrue();
            assertThat(post("/v1/actions/check", "{\"key\":\"spread-" + i + "\"}").get("status").asText())
                    .isEqualTo(i % 2 == 0 ? "completed" : "released");
        }
        for (int port : cluster.serverPorts()) {
            try (Jedis node = new Jedis("127.0.0.1", port)) {
                assertThat(node.keys("cairn:action:*")).as("lock records on the master at port %d", port).isNotEmpty();
            }
        }
    }

    /** Every family behind a public link runs its scripts on the cluster: records and companions share one slot. */
    @Test
    void theHumanInTheLoopFamiliesRunOnACluster() {
        String fingerprint = "sha256:" + "ab".repeat(32);
        for (int i = 0; i < 6; i++) {
            Link approval = Link.parse(post("/v1/approvals/request", "{\"title\":\"deploy " + i + "\"}")
                    .get("approval_url").asText());
            assertThat(publicPost("/v1/approvals/public/decide", "{\"approval_id\":\"" + approval.id()
                    + "\",\"token\":\"" + approval.token() + "\",\"decision\":\"approved\"}")
                    .get("applied").asBoolean()).isTrue();

            Link veto = Link.parse(post("/v1/challenges/manage", "{\"operation\":\"create\",\"control_id\":\"c" + i
                    + "\",\"action_fingerprint\":\"" + fingerprint + "\"}").get("veto_url").asText());
            assertThat(publicPost("/v1/challenges/public/veto", "{\"challenge_id\":\"" + veto.id()
                    + "\",\"token\":\"" + veto.token() + "\"}").get("applied").asBoolean()).isTrue();

            JsonNode quorum = post("/v1/quorums/manage", "{\"operation\":\"create\",\"control_id\":\"q" + i
                    + "\",\"action_fingerprint\":\"" + fingerprint + "\",\"required_votes\":2,\"member_count\":2}");
            for (JsonNode url : quorum.get("member_urls")) {
                Link member = Link.parse(url.asText());
                publicPost("/v1/quorums/public/decide", "{\"quorum_id\":\"" + member.id() + "\",\"token\":\""
                        + member.token() + "\",\"decision\":\"approved\"}");
            }
            assertThat(post("/v1/quorums/manage", "{\"operation\":\"consume\",\"control_id\":\"q" + i
                    + "\",\"action_fingerprint\":\"" + fingerprint + "\"}").get("safe_to_execute").asBoolean()).isTrue();

            Link operator = Link.parse(post("/v1/escalations/manage", "{\"operation\":\"create\",\"control_id\":\"e"
                    + i + "\",\"incident_fingerprint\":\"" + fingerprint + "\",\"severity\":\"high\"}")
                    .get("operator_url").asText());
            assertThat(publicPost("/v1/escalations/public/act", "{\"escalation_id\":\"" + operator.id()
                    + "\",\"token\":\"" + operator.token() + "\",\"operation\":\"resolve\"}")
                    .get("status").asText()).isEqualTo("resolved");

            JsonNode inbox = post("/v1/signals/create", "{}");
            Http.Reply delivered = Http.post(inbox.get("signal_url").asText(), null, "{\"n\":" + i + "}");
            assertThat(delivered.status()).as(delivered.text()).isEqualTo(202);
            assertThat(post("/v1/signals/events", "{\"inbox_id\":\"" + inbox.get("inbox_id").asText() + "\"}")
                    .get("events").size()).isEqualTo(1);
        }
    }

    /** A budget period and its reservation keys share one slot: periods on every master, retries recognised. */
    @Test
    void budgetsReserveAndRecogniseRetriesOnACluster() {
        for (int i = 0; i < 30; i++) {
            String body = "{\"operation\":\"reserve\",\"budget_key\":\"spend\",\"period_key\":\"p" + i
                    + "\",\"reservation_key\":\"r\",\"amount\":6,\"limit\":10}";
            assertThat(post("/v1/budgets/reserve", body).get("applied").asBoolean()).isTrue();
            assertThat(post("/v1/budgets/reserve", body).get("replayed").asBoolean()).isTrue();
            assertThat(post("/v1/budgets/reserve", body.replace("\"r\"", "\"s\"")).get("reason").asText())
                    .isEqualTo("limit_exceeded");
        }
        for (int port : cluster.serverPorts()) {
            try (Jedis node = new Jedis("127.0.0.1", port)) {
                assertThat(node.keys("cairn:budget:*")).as("budget periods on the master at port %d", port).isNotEmpty();
            }
        }
    }

    /** Leases on many resources land on every master; each is one script on its own slot. */
    @Test
    void leasesRunOnACluster() {
        for (int i = 0; i < 30; i++) {
            String resource = "\"resource_key\":\"cluster/lease-" + i + "\"";
            JsonNode granted = post("/v1/leases/manage", "{\"operation\":\"acquire\"," + resource + "}");
            assertThat(granted.get("fencing_token").asLong()).isEqualTo(1);
            assertThat(post("/v1/leases/manage", "{\"operation\":\"acquire\"," + resource + "}")
                    .get("reason").asText()).isEqualTo("held");
            assertThat(post("/v1/leases/manage", "{\"operation\":\"release\"," + resource + ",\"lease_token\":\""
                    + granted.get("lease_token").asText() + "\"}").get("applied").asBoolean()).isTrue();
            assertThat(post("/v1/leases/manage", "{\"operation\":\"acquire\"," + resource + "}")
                    .get("fencing_token").asLong()).isEqualTo(2);
        }
        for (int port : cluster.serverPorts()) {
            try (Jedis node = new Jedis("127.0.0.1", port)) {
                assertThat(node.keys("cairn:lease:*")).as("lease records on the master at port %d", port).isNotEmpty();
            }
        }
    }

    /** A check reads the subject and its ancestors in one script: one account's stops share one slot. */
    @Test
    void stopsAndTheirHierarchyRunOnACluster() {
        for (int i = 0; i < 10; i++) {
            String account = app.createApiKey();
            String fleet = "{\"operation\":\"stop\",\"subject_key\":\"fleet-" + i + "\",\"reason_code\":\"incident\"}";
            assertThat(Http.post(app.url("/v1/stops/manage"), account, fleet).json().get("applied").asBoolean()).isTrue();
            JsonNode below = Http.post(app.url("/v1/stops/manage"), account,
                    "{\"operation\":\"check\",\"subject_key\":\"fleet-" + i + "/eu/agent-7\"}").json();
            assertThat(below.get("stopped_by").asText()).isEqualTo("fleet-" + i);
            JsonNode cleared = Http.post(app.url("/v1/stops/manage"), account,
                    "{\"operation\":\"clear\",\"subject_key\":\"fleet-" + i + "\"}").json();
            assertThat(cleared.get("stopped").asBoolean()).isFalse();
        }
    }

    private static JsonNode publicPost(String path, String body) {
        Http.Reply reply = app.post(path, null, body);
        assertThat(reply.status()).as(reply.text()).isEqualTo(200);
        return reply.json();
    }

    @Test
    void exactlyOneConcurrentClaimWinsOnACluster() throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(32);
        try {
            for (int round = 0; round < 20; round++) {
                String body = "{\"key\":\"race-" + round + "\"}";
                CyclicBarrier start = new CyclicBarrier(32);
                List<Future<Boolean>> claims = new ArrayList<>();
                for (int i = 0; i < 32; i++) {
                    claims.add(pool.submit(() -> {
                        start.await();
                        return post("/v1/actions/lock", body).get("safe_to_execute").asBoolean();
                    }));
                }
                int winners = 0;
                for (Future<Boolean> claim : claims) {
                    winners += claim.get() ? 1 : 0;
                }
                assertThat(winners).as("winners in round %d", round).isEqualTo(1);
            }
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void scriptsAreReloadedOnEveryMasterAfterAFlush() {
        post("/v1/actions/lock", "{\"key\":\"warm\"}");
        for (int port : cluster.serverPorts()) {
            try (Jedis node = new Jedis("127.0.0.1", port)) {
                node.scriptFlush();
            }
        }
        for (int i = 0; i < 30; i++) {
            assertThat(post("/v1/actions/lock", "{\"key\":\"after-flush-" + i + "\"}").get("safe_to_execute").asBoolean())
                    .isTrue();
        }
    }

    /** Delegations: issue, a use with another account's key, revoke and check, each one script on one slot. */
    @Test
    void delegationsRunOnACluster() {
        String fingerprint = "sha256:" + "ab".repeat(32);
        String delegate = app.createApiKey();
        for (int i = 0; i < 6; i++) {
            String token = post("/v1/delegations/manage", "{\"operation\":\"issue\",\"control_id\":\"d" + i
                    + "\",\"action_fingerprint\":\"" + fingerprint + "\",\"max_uses\":2}").get("token").asText();
            Http.Reply used = app.post("/v1/delegations/manage", delegate, "{\"operation\":\"use\",\"token\":\""
                    + token + "\",\"action_fingerprint\":\"" + fingerprint + "\"}");
            assertThat(used.json().get("allowed").asBoolean()).as(used.text()).isTrue();
            assertThat(post("/v1/delegations/manage", "{\"operation\":\"revoke\",\"control_id\":\"d" + i + "\"}")
                    .get("applied").asBoolean()).isTrue();
            assertThat(post("/v1/delegations/manage", "{\"operation\":\"check\",\"control_id\":\"d" + i + "\"}")
                    .get("uses").asInt()).isEqualTo(1);
        }
    }

    /**
     * Handoffs and task contracts (one machine): create, a claim or accept with another account's key, complete,
     * and the creator's check and cancel, each one script on one slot.
     */
    @Test
    void handoffsAndTaskContractsRunOnACluster() {
        String fingerprint = "sha256:" + "ab".repeat(32);
        String terms = "sha256:" + "cd".repeat(32);
        String other = app.createApiKey();
        for (int i = 0; i < 6; i++) {
            String handoff = post("/v1/handoffs/manage", "{\"operation\":\"create\",\"control_id\":\"h" + i
                    + "\",\"task_fingerprint\":\"" + fingerprint + "\"}").get("token").asText();
            String contract = post("/v1/task-contracts/manage", "{\"operation\":\"offer\",\"control_id\":\"c" + i
                    + "\",\"task_fingerprint\":\"" + fingerprint + "\",\"terms_digest\":\"" + terms + "\"}")
                    .get("token").asText();
            Http.Reply claimed = app.post("/v1/handoffs/manage", other, "{\"operation\":\"claim\",\"token\":\""
                    + handoff + "\"}");
            assertThat(claimed.json().get("applied").asBoolean()).as(claimed.text()).isTrue();
            Http.Reply accepted = app.post("/v1/task-contracts/manage", other, "{\"operation\":\"accept\",\"token\":\""
                    + contract + "\",\"terms_digest\":\"" + terms + "\"}");
            assertThat(accepted.json().get("applied").asBoolean()).as(accepted.text()).isTrue();
            assertThat(app.post("/v1/handoffs/manage", other, "{\"operation\":\"complete\",\"token\":\"" + handoff
                    + "\"}").json().get("status").asText()).isEqualTo("completed");
            assertThat(post("/v1/handoffs/manage", "{\"operation\":\"check\",\"control_id\":\"h" + i + "\"}")
                    .get("status").asText()).isEqualTo("completed");
            assertThat(post("/v1/task-contracts/manage", "{\"operation\":\"cancel\",\"control_id\":\"c" + i + "\"}")
                    .get("reason").asText()).isEqualTo("already_accepted");
        }
    }

    /** Compensations: bind, mark_executed, compensate and check, each one script on one slot. */
    @Test
    void compensationsRunOnACluster() {
        String action = "sha256:" + "ab".repeat(32);
        String undo = "sha256:" + "cd".repeat(32);
        for (int i = 0; i < 6; i++) {
            String control = "\"control_id\":\"c" + i + "\"";
            assertThat(post("/v1/compensations/manage", "{\"operation\":\"bind\"," + control
                    + ",\"action_fingerprint\":\"" + action + "\",\"compensation_fingerprint\":\"" + undo + "\"}")
                    .get("status").asText()).isEqualTo("bound");
            assertThat(post("/v1/compensations/manage", "{\"operation\":\"mark_executed\"," + control
                    + ",\"action_fingerprint\":\"" + action + "\"}").get("applied").asBoolean()).isTrue();
            assertThat(post("/v1/compensations/manage", "{\"operation\":\"compensate\"," + control
                    + ",\"compensation_fingerprint\":\"" + undo + "\"}").get("applied").asBoolean()).isTrue();
            assertThat(post("/v1/compensations/manage", "{\"operation\":\"check\"," + control + "}")
                    .get("status").asText()).isEqualTo("compensated");
        }
    }

    /** Disclosure budgets: create, records (with their usage and events companions), check and close, one slot each. */
    @Test
    void disclosureBudgetsRunOnACluster() {
        String recipient = "sha256:" + "ab".repeat(32);
        String category = "sha256:" + "cd".repeat(32);
        for (int i = 0; i < 6; i++) {
            String control = "\"control_id\":\"d" + i + "\"";
            assertThat(post("/v1/disclosure-budgets/manage", "{\"operation\":\"create\"," + control
                    + ",\"total_units\":5,\"per_recipient_limit\":3,\"period_seconds\":300}")
                    .get("status").asText()).isEqualTo("open");
            String record = "{\"operation\":\"record\"," + control + ",\"recipient_fingerprint\":\"" + recipient
                    + "\",\"category_fingerprint\":\"" + category + "\",\"units\":2,\"event_key\":\"e";
            assertThat(post("/v1/disclosure-budgets/manage", record + "1\"}").get("applied").asBoolean()).isTrue();
            assertThat(post("/v1/disclosure-budgets/manage", record + "1\"}").get("replayed").asBoolean()).isTrue();
            assertThat(post("/v1/disclosure-budgets/manage", record + "2\"}").get("reason").asText())
                    .isEqualTo("recipient_limit_exceeded");
            assertThat(post("/v1/disclosure-budgets/manage", "{\"operation\":\"close\"," + control + "}")
                    .get("applied").asBoolean()).isTrue();
            assertThat(post("/v1/disclosure-budgets/manage", "{\"operation\":\"check\"," + control + "}")
                    .get("used_units").asInt()).isEqualTo(2);
        }
    }

    /** Terms pins: pin, a repeated pin, check, revoke and a repeated revoke, each one script on one slot. */
    @Test
    void termsPinsRunOnACluster() {
        String terms = ",\"terms_digest\":\"sha256:" + "ab".repeat(32) + "\",\"price_minor\":1999,\"currency\":\"EUR\"}";
        for (int i = 0; i < 6; i++) {
            String control = "{\"control_id\":\"t" + i + "\",\"operation\":";
            String id = post("/v1/terms/manage", control + "\"pin\"" + terms).get("pin_id").asText();
            assertThat(post("/v1/terms/manage", control + "\"pin\"" + terms).get("pin_id").asText()).isEqualTo(id);
            JsonNode checked = post("/v1/terms/manage", control + "\"check\",\"price_minor\":2000}");
            assertThat(checked.get("drifted").get(0).asText()).isEqualTo("price_minor");
            assertThat(post("/v1/terms/manage", control + "\"revoke\"}").get("applied").asBoolean()).isTrue();
            assertThat(post("/v1/terms/manage", control + "\"revoke\"}").get("reason").asText())
                    .isEqualTo("already_revoked");
        }
    }

    /** Attention budgets: create, reserve, release, check and close, each one script on one slot with its companions. */
    @Test
    void attentionBudgetsRunOnACluster() {
        String subject = "\"subject_fingerprint\":\"sha256:" + "ab".repeat(32) + "\"";
        for (int i = 0; i < 6; i++) {
            String control = "\"control_id\":\"a" + i + "\"";
            post("/v1/attention-budgets/manage", "{\"operation\":\"create\"," + control
                    + ",\"total_units\":10,\"protected_priority_units\":4,\"period_seconds\":300}");
            String reserve = "{\"operation\":\"reserve\"," + control + "," + subject + ",\"reservation_key\":";
            assertThat(post("/v1/attention-budgets/manage", reserve + "\"s\",\"units\":6}")
                    .get("applied").asBoolean()).isTrue();
            assertThat(post("/v1/attention-budgets/manage", reserve + "\"t\",\"units\":1}")
                    .get("reason").asText()).isEqualTo("standard_limit");
            assertThat(post("/v1/attention-budgets/manage", "{\"operation\":\"release\"," + control
                    + ",\"reservation_key\":\"s\"}").get("applied").asBoolean()).isTrue();
            assertThat(post("/v1/attention-budgets/manage", "{\"operation\":\"check\"," + control + "," + subject
                    + "}").get("used").asLong()).isZero();
            assertThat(post("/v1/attention-budgets/manage", "{\"operation\":\"close\"," + control + "}")
                    .get("status").asText()).isEqualTo("closed");
        }
    }

    /** Reconciliations: open, appends, resolve and check, each one script on one slot. */
    @Test
    void reconciliationsRunOnACluster() {
        String expected = "sha256:" + "cd".repeat(32);
        for (int i = 0; i < 6; i++) {
            post("/v1/reconciliations/manage", "{\"operation\":\"open\",\"control_id\":\"r" + i
                    + "\",\"action_fingerprint\":\"sha256:" + "ab".repeat(32) + "\",\"expected_digest\":\""
                    + expected + "\"}");
            for (String observed : new String[] {expected, "sha256:" + "ef".repeat(32)}) {
                assertThat(post("/v1/reconciliations/manage", "{\"operation\":\"append\",\"control_id\":\"r" + i
                        + "\",\"observed_digest\":\"" + observed + "\"}").get("applied").asBoolean()).isTrue();
            }
            assertThat(post("/v1/reconciliations/manage", "{\"operation\":\"resolve\",\"control_id\":\"r" + i
                    + "\",\"resolution\":\"reconciled\"}").get("applied").asBoolean()).isTrue();
            JsonNode checked = post("/v1/reconciliations/manage", "{\"operation\":\"check\",\"control_id\":\"r" + i
                    + "\"}");
            assertThat(checked.get("matches").asInt()).isEqualTo(1);
            assertThat(checked.get("mismatches").asInt()).isEqualTo(1);
            assertThat(checked.get("status").asText()).isEqualTo("resolved");
        }
    }

    /** Deadlines: create, complete, a repeated complete, cancel and check, each one script on one slot. */
    @Test
    void deadlinesRunOnACluster() {
        String task = ",\"task_fingerprint\":\"sha256:" + "ab".repeat(32) + "\",\"due_in_seconds\":3600}";
        for (int i = 0; i < 6; i++) {
            assertThat(deadline("create", "t" + i, task).get("status").asText()).isEqualTo("pending");
            deadline("create", "u" + i, task);
            assertThat(deadline("complete", "t" + i, "}").get("on_time").asBoolean()).isTrue();
            assertThat(deadline("complete", "t" + i, "}").get("reason").asText()).isEqualTo("already_completed");
            assertThat(deadline("cancel", "u" + i, "}").get("applied").asBoolean()).isTrue();
            assertThat(deadline("check", "u" + i, "}").get("status").asText()).isEqualTo("cancelled");
        }
    }

    private static JsonNode deadline(String operation, String controlId, String rest) {
        return post("/v1/deadlines/manage", "{\"operation\":\"" + operation + "\",\"control_id\":\"" + controlId
                + "\"" + rest);
    }

    /**
     * Context statuses: a check follows a chain of supersessions record by record in one script, which works on a
     * cluster because all of an account's records share the account's slot. Several accounts, so several slots.
     */
    @Test
    void contextStatusChainsAreFollowedOnACluster() {
        for (int account = 0; account < 4; account++) {
            String owner = app.createApiKey();
            for (int n = 0; n < 4; n++) {
                contextStatus(owner, "{\"operation\":\"publish\",\"control_id\":\"v" + n + "\",\"context_digest\":\""
                        + contextDigest(n) + "\"}");
            }
            for (int n = 0; n < 3; n++) {
                assertThat(contextStatus(owner, "{\"operation\":\"supersede\",\"control_id\":\"v" + n
                        + "\",\"successor_digest\":\"" + contextDigest(n + 1) + "\"}").get("applied").asBoolean()).isTrue();
            }
            contextStatus(owner, "{\"operation\":\"dispute\",\"control_id\":\"v3\",\"reason_code\":\"error\"}");
            JsonNode checked = contextStatus(owner, "{\"operation\":\"check\",\"context_digest\":\""
                    + contextDigest(0) + "\"}");
            assertThat(checked.get("chain")).hasSize(3);
            assertThat(checked.get("current_digest").asText()).isEqualTo(contextDigest(3));
            assertThat(checked.get("current_status").asText()).isEqualTo("disputed");
        }
    }

    private static JsonNode contextStatus(String owner, String body) {
        Http.Reply reply = app.post("/v1/contexts/status", owner, body);
        assertThat(reply.status()).as(reply.text()).isEqualTo(200);
        return reply.json();
    }

    private static String contextDigest(int n) {
        return "sha256:" + String.format("%064x", n + 1);
    }

    /** Context rights: issue, evaluate, revoke and check, each one script on one slot. */
    @Test
    void contextRightsRunOnACluster() {
        String digests = ",\"context_digest\":\"sha256:" + "ab".repeat(32) + "\",\"policy_digest\":\"sha256:"
                + "cd".repeat(32) + "\"";
        for (int i = 0; i < 6; i++) {
            String control = "{\"control_id\":\"g" + i + "\",";
            assertThat(post("/v1/contexts/rights", control + "\"operation\":\"issue\",\"rights\":[\"read\"]" + digests
                    + "}").get("status").asText()).isEqualTo("active");
            assertThat(post("/v1/contexts/rights", control + "\"operation\":\"evaluate\",\"requested_right\":\"read\"}")
                    .get("granted").asBoolean()).isTrue();
            assertThat(post("/v1/contexts/rights", control + "\"operation\":\"revoke\"}").get("applied").asBoolean())
                    .isTrue();
            assertThat(post("/v1/contexts/rights", control + "\"operation\":\"evaluate\",\"requested_right\":\"read\"}")
                    .get("reason").asText()).isEqualTo("revoked");
        }
    }

    @Test
    void theHealthCheckReachesTheCluster() {
        JsonNode health = Http.get(app.adminUrl("/healthcheck")).json();
        assertThat(health.path("redis").path("healthy").asBoolean()).as(health.toString()).isTrue();
    }
}
