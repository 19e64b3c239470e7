package dev.cairn.control.receipt;

import static dev.cairn.control.receipt.ReceiptToolsIT.FP;
import static dev.cairn.control.receipt.ReceiptToolsIT.OUTCOME;
import static dev.cairn.control.receipt.ReceiptToolsIT.record;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cairn.catalog.ToolSchemas;
import dev.cairn.control.HumanLinks;
import dev.cairn.control.receipt.StoredReceipts.Row;
import dev.cairn.testing.Http;
import dev.cairn.testing.TwoInstancesTest;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Two instances on one PostgreSQL: one receipt per id, and one unbroken chain per account, however many race. */
class ReceiptConcurrencyIT extends TwoInstancesTest {
    private static final int CALLS = 64;
    private static final int ROUNDS = 20;
    /**
     * A new account's key, known to both instances: more concurrent first lookups of one key than an address
     * may make (FailedKeyLimiter) would be refused before any receipt is reached.
     */
    static String newKey() {
        String apiKey = first.createApiKey();
        for (int call = 0; call < 2; call++) {
            assertThat(send(call, apiKey, ReceiptToolsIT.check("never-recorded")).status()).isEqualTo(404);
        }
        return apiKey;
    }

    /** Calls alternate between the two instances. */
    static Http.Reply send(int call, String apiKey, String body) {
        return (call % 2 == 0 ? first : second).post(ReceiptToolsIT.PATH, apiKey, body);
    }

    @Test
    void concurrentRecordsOfOneIdStoreOneReceiptAndTheOthersGetItBack() throws Exception {
        String apiKey = newKey();
        String account = null;
        for (int round = 0; round < ROUNDS; round++) {
            String body = record("race-" + round, FP, OUTCOME, "succeeded");
            List<Http.Reply> replies = HumanLinks.concurrently(CALLS, call -> send(call, apiKey, body));
            int stored = 0;
            Set<String> hashes = new HashSet<>();
            for (Http.Reply reply : replies) {
                JsonNode result = ToolSchemas.conforming(ReceiptToolsIT.TOOL, reply);
                stored += result.get("applied").asBoolean() ? 1 : 0;
                if (!result.get("applied").asBoolean()) {
                    assertThat(result.get("reason").asText()).isEqualTo("already_recorded");
                }
                assertThat(result.get("position").asLong()).isEqualTo(round + 1);
                hashes.add(result.get("chain_hash").asText());
                account = result.get("account").asText();
            }
            assertThat(stored).as("receipts stored in round %d", round).isEqualTo(1);
            assertThat(hashes).as("every answer is the one stored receipt").hasSize(1);
        }
        List<Row> rows = StoredReceipts.of(account);
        assertThat(rows).hasSize(ROUNDS);
        assertThat(StoredReceipts.firstBreak(rows, ROUNDS, rows.get(ROUNDS - 1).chainHash())).isZero();
    }

    @Test
    void concurrentRecordsOfDifferentIdsInOneAccountKeepOneUnbrokenChain() throws Exception {
        String apiKey = newKey();
        List<Http.Reply> replies = HumanLinks.concurrently(CALLS, call ->
                send(call, apiKey, record("id-" + call, FP, OUTCOME, "partial")));
        Set<Long> positions = new HashSet<>();
        for (Http.Reply reply : replies) {
            JsonNode result = ToolSchemas.conforming(ReceiptToolsIT.TOOL, reply);
            assertThat(result.get("applied").asBoolean()).isTrue();
            positions.add(result.get("position").asLong());
        }
        assertThat(positions).hasSize(CALLS).allMatch(position -> position >= 1 && position <= CALLS);
        String account = ToolSchemas.conforming(ReceiptToolsIT.TOOL, send(0, apiKey, ReceiptToolsIT.check("id-0")))
                .get("account").asText();
        List<Row> rows = StoredReceipts.of(account);
        assertThat(rows).hasSize(CALLS);
        assertThat(StoredReceipts.firstBreak(rows, CALLS, rows.get(CALLS - 1).chainHash()))
                .as("the chain recomputed from the rows").isZero();
        JsonNode last = ToolSchemas.conforming(ReceiptToolsIT.TOOL,
                send(1, apiKey, ReceiptToolsIT.check(rows.get(CALLS - 1).receiptId())));
        assertThat(last.get("chain_hash").asText()).isEqualTo(rows.get(CALLS - 1).chainHash());
    }
}
