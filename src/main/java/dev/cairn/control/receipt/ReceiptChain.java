package dev.cairn.control.receipt;

import dev.cairn.api.Timestamps;
import dev.cairn.store.Digests;
import dev.cairn.store.sql.ReceiptDao.ChainHead;
import dev.cairn.store.sql.ReceiptDao.Receipt;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Instant;

/**
 * The hash chain of an account's receipts (docs/families.md, "Receipt"). A receipt's chain_hash is
 * {@code sha256:} and the SHA-256 hex of this serialization: the fields {@value #VERSION}, position (decimal),
 * previous_hash, account, receipt_id, action_fingerprint, outcome_digest, outcome_status and recorded_at
 * (ISO-8601 UTC with milliseconds), each written as its UTF-8 byte count in decimal, {@code :}, its UTF-8
 * bytes and a line feed. The counts keep it unambiguous whatever a receipt_id holds. The first receipt's
 * previous_hash is {@link #GENESIS}.
 */
final class ReceiptChain {
    static final String VERSION = "cairn-receipt-v1";
    static final String GENESIS = "sha256:" + "0".repeat(64);

    private ReceiptChain() {
    }

    /** The receipt {@code content} makes when appended at {@code head}: next position, head's hash before it. */
    static Receipt append(ChainHead head, String account, String receiptId, ReceiptRecords.Content content,
                          Instant recordedAt) {
        long position = head.receiptCount() + 1;
        String previous = head.headHash() == null ? GENESIS : head.headHash();
        Receipt unhashed = new Receipt(account, receiptId, position, content.actionFingerprint(),
                content.outcomeDigest(), content.outcomeStatus(), recordedAt, previous, null);
        return new Receipt(account, receiptId, position, content.actionFingerprint(), content.outcomeDigest(),
                content.outcomeStatus(), recordedAt, previous, hash(unhashed));
    }

    /** The chain_hash {@code receipt} must carry, whatever it carries. */
    static String hash(Receipt receipt) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        for (String field : new String[] {VERSION, Long.toString(receipt.position()), receipt.previousHash(),
                receipt.accountId(), receipt.receiptId(), receipt.actionFingerprint(), receipt.outcomeDigest(),
                receipt.outcomeStatus(), Timestamps.format(receipt.recordedAt().toEpochMilli())}) {
            byte[] utf8 = field.getBytes(StandardCharsets.UTF_8);
            bytes.writeBytes((utf8.length + ":").getBytes(StandardCharsets.US_ASCII));
            bytes.writeBytes(utf8);
            bytes.write('\n');
        }
        return "sha256:" + Digests.sha256Hex(bytes.toByteArray());
    }
}
