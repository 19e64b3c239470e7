package dev.cairn.control.receipt;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cairn.store.sql.ReceiptDao.ChainHead;
import dev.cairn.store.sql.ReceiptDao.Receipt;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The chain hash is the documented serialization's SHA-256 (the expected values come from another implementation). */
class ReceiptChainTest {
    static final String ACCOUNT = "acct_01JD3K9TX4B8N2R6VHJYPD5WCA";
    static final ReceiptRecords.Content CONTENT = new ReceiptRecords.Content("sha256:" + "ab".repeat(32),
            "sha256:" + "cd".repeat(32), "succeeded");
    static final Instant AT = Instant.parse("2026-11-21T10:15:30.123Z");
    static final String PREVIOUS = "sha256:" + "11".repeat(32);

    @Test
    void theSecondReceiptHashesTheDocumentedSerialization() {
        // sha256 of "16:cairn-receipt-v1\n1:2\n71:sha256:11…\n31:acct_…\n17:payout-2026-11-21\n71:sha256:ab…\n
        // 71:sha256:cd…\n9:succeeded\n24:2026-11-21T10:15:30.123Z\n" (docs/families.md, Receipt)
        Receipt receipt = ReceiptChain.append(new ChainHead(1, PREVIOUS), ACCOUNT, "payout-2026-11-21", CONTENT, AT);
        assertThat(receipt.position()).isEqualTo(2);
        assertThat(receipt.previousHash()).isEqualTo(PREVIOUS);
        assertThat(receipt.chainHash())
                .isEqualTo("sha256:0218b90672cd3ab0b489adaed473b83577d45da4212e45f54b80baae45a72ed2");
    }

    @Test
    void fieldLengthsAreCountedInUtf8Bytes() {
        Receipt receipt = ReceiptChain.append(new ChainHead(1, PREVIOUS), ACCOUNT, "zahlung-é", CONTENT, AT);
        assertThat(receipt.chainHash())
                .isEqualTo("sha256:f2b61ee283e49f2b625804855763cbd88665d5dbae5bc197096b02945a01bd99");
    }

    @Test
    void theFirstReceiptFollowsTheZeroHash() {
        Receipt first = ReceiptChain.append(new ChainHead(0, null), ACCOUNT, "r-1", CONTENT, AT);
        assertThat(first.position()).isEqualTo(1);
        assertThat(first.previousHash()).isEqualTo("sha256:" + "0".repeat(64));
        assertThat(ReceiptChain.hash(first)).isEqualTo(first.chainHash());
    }

    @Test
    void everyFieldIsCovered() {
        Receipt receipt = ReceiptChain.append(new ChainHead(1, PREVIOUS), ACCOUNT, "r-2", CONTENT, AT);
        String hash = receipt.chainHash();
        assertThat(List.of(
                new Receipt(ACCOUNT, "r-2", 3, CONTENT.actionFingerprint(), CONTENT.outcomeDigest(), "succeeded", AT,
                        PREVIOUS, null),
                new Receipt(ACCOUNT, "r-2", 2, CONTENT.actionFingerprint(), CONTENT.outcomeDigest(), "succeeded", AT,
                        ReceiptChain.GENESIS, null),
                new Receipt("acct_other", "r-2", 2, CONTENT.actionFingerprint(), CONTENT.outcomeDigest(), "succeeded",
                        AT, PREVIOUS, null),
                new Receipt(ACCOUNT, "r-3", 2, CONTENT.actionFingerprint(), CONTENT.outcomeDigest(), "succeeded", AT,
                        PREVIOUS, null),
                new Receipt(ACCOUNT, "r-2", 2, CONTENT.outcomeDigest(), CONTENT.outcomeDigest(), "succeeded", AT,
                        PREVIOUS, null),
                new Receipt(ACCOUNT, "r-2", 2, CONTENT.actionFingerprint(), CONTENT.actionFingerprint(), "succeeded",
                        AT, PREVIOUS, null),
                new Receipt(ACCOUNT, "r-2", 2, CONTENT.actionFingerprint(), CONTENT.outcomeDigest(), "partial", AT,
                        PREVIOUS, null),
                new Receipt(ACCOUNT, "r-2", 2, CONTENT.actionFingerprint(), CONTENT.outcomeDigest(), "succeeded",
                        AT.plusMillis(1), PREVIOUS, null)))
                .allSatisfy(changed -> assertThat(ReceiptChain.hash(changed)).isNotEqualTo(hash));
    }
}
