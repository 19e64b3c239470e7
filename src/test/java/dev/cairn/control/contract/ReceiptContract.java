package dev.cairn.control.contract;

/**
 * The receipt family in the shared contract: a receipt recorded as ReceiptToolsIT records one. The contract reads
 * a record's id as a server id ({@code <prefix>_<26 Crockford base-32>}) and makes its unknown ids from that
 * prefix; a receipt_id is the caller's own name, so this declaration picks one of that form.
 */
final class ReceiptContract {
    static final FamilyContract FAMILY = FamilyContract.family("receipt", "record_action_receipt", """
            {"operation":"record","receipt_id":"rct_01JD3K9TX4B8N2R6VHJYPD5WCA",
             "action_fingerprint":"sha256:abababababababababababababababababababababababababababababababab",
             "outcome_digest":"sha256:cdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcd",
             "outcome_status":"succeeded"}""");

    private ReceiptContract() {
    }
}
