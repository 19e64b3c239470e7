package dev.cairn.control.receipt;

import static dev.cairn.control.receipt.ReceiptToolsIT.FP;
import static dev.cairn.control.receipt.ReceiptToolsIT.OUTCOME;
import static dev.cairn.control.receipt.ReceiptToolsIT.record;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cairn.catalog.ToolSchemas;
import dev.cairn.control.receipt.StoredReceipts.Row;
import dev.cairn.testing.SharedAppTest;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * What the chain proves to an operator who kept the chain_hash of a later receipt: a change to, or the removal
 * of, any earlier receipt of that account is found by recomputing the chain from the stored rows.
 */
class ReceiptChainIT extends SharedAppTest {
    private static final int RECEIPTS = 5;

    /** Five receipts a second apart; the answer of the last, whose chain_hash the operator keeps. */
    JsonNode fiveReceipts() {
        JsonNode last = null;
        for (int i = 1; i <= RECEIPTS; i++) {
            last = ToolSchemas.conforming(ReceiptToolsIT.TOOL, app.post(ReceiptToolsIT.PATH, key,
                    record("r-" + i, FP, OUTCOME, i % 2 == 0 ? "failed" : "succeeded")));
            CLOCK.advance(Duration.ofSeconds(1));
        }
        return last;
    }

    static long firstBreak(JsonNode held) {
        return StoredReceipts.firstBreak(StoredReceipts.of(held.get("account").asText()),
                held.get("position").asLong(), held.get("chain_hash").asText());
    }

    @Test
    void anUntouchedChainRecomputesToTheHeldHash() {
        JsonNode held = fiveReceipts();
        List<Row> rows = StoredReceipts.of(held.get("account").asText());
        assertThat(rows).extracting(Row::position).containsExactly(1L, 2L, 3L, 4L, 5L);
        assertThat(rows).allSatisfy(row -> assertThat(row.chainHash()).isEqualTo(StoredReceipts.recompute(row)));
        assertThat(firstBreak(held)).isZero();
    }

    @Test
    void alteringOneStoredReceiptBreaksTheChainAtIt() {
        JsonNode held = fiveReceipts();
        int changed = StoredReceipts.update("UPDATE receipts SET outcome_status = 'succeeded'"
                + " WHERE account_id = ? AND position = 2", held.get("account").asText());
        assertThat(changed).isEqualTo(1);
        assertThat(firstBreak(held)).isEqualTo(2);
    }

    @Test
    void alteringAReceiptAndRecomputingEveryLaterHashIsCaughtByTheHeldHash() {
        JsonNode held = fiveReceipts();
        String account = held.get("account").asText();
        StoredReceipts.update("UPDATE receipts SET outcome_digest = ? WHERE account_id = ? AND position = 3",
                "sha256:" + "ef".repeat(32), account);
        String previous = null;
        for (Row row : StoredReceipts.of(account)) { // a careful forger: every stored hash made consistent again
            Row relinked = previous == null ? row : new Row(row.accountId(), row.receiptId(), row.position(),
                    row.actionFingerprint(), row.outcomeDigest(), row.outcomeStatus(), row.recordedAt(), previous,
                    null);
            String hash = StoredReceipts.recompute(relinked);
            StoredReceipts.update("UPDATE receipts SET previous_hash = ?, chain_hash = ? WHERE account_id = ?"
                    + " AND position = ?", relinked.previousHash(), hash, account, row.position());
            previous = hash;
        }
        List<Row> rows = StoredReceipts.of(account);
        assertThat(StoredReceipts.firstBreak(rows, 0, null)).as("consistent without a held hash").isZero();
        assertThat(firstBreak(held)).isEqualTo(RECEIPTS);
    }

    @Test
    void removingAnEarlierOrTheLastReceiptIsFound() {
        JsonNode held = fiveReceipts();
        String account = held.get("account").asText();
        StoredReceipts.update("DELETE FROM receipts WHERE account_id = ? AND position = 4", account);
        assertThat(firstBreak(held)).isEqualTo(4);

        key = app.createApiKey();
        JsonNode heldToo = fiveReceipts();
        StoredReceipts.update("DELETE FROM receipts WHERE account_id = ? AND position = 5",
                heldToo.get("account").asText());
        assertThat(firstBreak(heldToo)).isEqualTo(5);
    }
}
