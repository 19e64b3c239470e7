package dev.cairn.control.receipt;

import dev.cairn.api.Access;
import dev.cairn.api.Caller;
import dev.cairn.api.Outcome;
import dev.cairn.api.ProblemException;
import dev.cairn.api.Timestamps;
import dev.cairn.catalog.Catalog;
import dev.cairn.catalog.Family;
import dev.cairn.catalog.Hints;
import dev.cairn.catalog.ToolSpec;
import dev.cairn.api.DigestFields;
import dev.cairn.control.OwnerRequests;
import dev.cairn.api.PostgresText;
import dev.cairn.store.sql.ReceiptDao;
import dev.cairn.store.sql.ReceiptDao.Receipt;
import java.time.Clock;
import java.time.Instant;

/** record_action_receipt: immutable receipts of digests in PostgreSQL, one hash chain per account. */
public final class ReceiptService implements Family {
    static final ToolSpec RECORD_ACTION_RECEIPT = new ToolSpec("record_action_receipt", "/v1/receipts/record",
            "Record an action receipt",
            "Records an immutable receipt of an action's outcome under receipt_id (your name for it, unique in your"
                    + " account): the action_fingerprint, an outcome_digest and outcome_status (succeeded, failed or"
                    + " partial). Only these digests are stored, never payloads. Recording a receipt_id again with the"
                    + " same content returns the stored receipt (applied false, reason already_recorded); other content"
                    + " is 422 receipt_conflict. Your account's receipts form a hash chain: each carries its position"
                    + " and the previous receipt's chain_hash, so a chain_hash kept outside Cairn lets you detect a"
                    + " later change or removal of any earlier receipt. check returns a receipt with its chain fields.",
            Access.SUBSCRIPTION, Hints.IDEMPOTENT_WRITE).findingRecords();

    private static final String RECORDED_NOTICE = "Receipt recorded. Keep chain_hash outside Cairn: it commits to"
            + " this receipt and every earlier one of your account. A receipt states what you reported; it does not"
            + " prove the action happened.";
    private static final String REPEATED_NOTICE = "This receipt_id already holds this content: the stored receipt,"
            + " unchanged, with its first recorded_at.";
    private static final String CHECKED_NOTICE = "The stored receipt. It states what was reported when it was"
            + " recorded; it does not prove the action happened.";

    private final ReceiptDao receipts;
    private final Clock clock;

    public ReceiptService(ReceiptDao receipts, Clock clock) {
        this.receipts = receipts;
        this.clock = clock;
    }

    @Override
    public void register(Catalog.Builder catalog) {
        catalog.add(RECORD_ACTION_RECEIPT, ReceiptRecords.Request.class, this::handle);
    }

    public Object handle(ReceiptRecords.Request request, Caller caller) {
        return request.operation().equals("record") ? record(request, caller) : check(request, caller);
    }

    private ReceiptRecords.Recorded record(ReceiptRecords.Request request, Caller caller) {
        ReceiptRecords.Content content = new ReceiptRecords.Content(
                DigestFields.normalize(OwnerRequests.require(request.actionFingerprint(), "action_fingerprint")),
                DigestFields.normalize(OwnerRequests.require(request.outcomeDigest(), "outcome_digest")),
                OwnerRequests.require(request.outcomeStatus(), "outcome_status"));
        PostgresText.requireStorable(request.receiptId(), "receipt_id", "a receipt");
        // Read under the chain's lock: along a chain recorded_at does not decrease while the instances' clocks agree.
        ReceiptDao.Recorded recorded = receipts.record(caller.accountId(), request.receiptId(),
                head -> ReceiptChain.append(head, caller.accountId(), request.receiptId(), content,
                        Instant.ofEpochMilli(clock.millis())));
        if (recorded.inserted()) {
            return new ReceiptRecords.Recorded(Outcome.BRAND, Outcome.of("applied"),
                    view(recorded.receipt(), RECORDED_NOTICE));
        }
        requireSameContent(recorded.receipt(), content);
        return new ReceiptRecords.Recorded(Outcome.BRAND, new Outcome(false, "already_recorded"),
                view(recorded.receipt(), REPEATED_NOTICE));
    }

    private ReceiptRecords.Checked check(ReceiptRecords.Request request, Caller caller) {
        Receipt receipt = PostgresText.storable(request.receiptId())
                ? receipts.find(caller.accountId(), request.receiptId()).orElse(null) : null;
        if (receipt == null) {
            throw ProblemException.notFound("No receipt of this account has this receipt_id.");
        }
        return new ReceiptRecords.Checked(Outcome.BRAND, view(receipt, CHECKED_NOTICE));
    }

    /** A receipt is immutable: the same id with other content is refused at the first field that differs. */
    private static void requireSameContent(Receipt stored, ReceiptRecords.Content content) {
        String differing = !stored.actionFingerprint().equals(content.actionFingerprint()) ? "action_fingerprint"
                : !stored.outcomeDigest().equals(content.outcomeDigest()) ? "outcome_digest"
                : !stored.outcomeStatus().equals(content.outcomeStatus()) ? "outcome_status" : null;
        if (differing != null) {
            throw ProblemException.unprocessable("receipt_conflict",
                    "This receipt_id already records another " + differing + "; a receipt cannot change.",
                    "/" + differing);
        }
    }

    private static ReceiptRecords.View view(Receipt receipt, String notice) {
        return new ReceiptRecords.View(receipt.receiptId(), receipt.actionFingerprint(), receipt.outcomeDigest(),
                receipt.outcomeStatus(), Timestamps.format(receipt.recordedAt().toEpochMilli()), receipt.accountId(),
                receipt.position(), receipt.previousHash(), receipt.chainHash(), notice);
    }
}
