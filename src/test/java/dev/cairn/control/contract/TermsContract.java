package dev.cairn.control.contract;

/** The terms pin family in the shared contract: a pin of every field, as TermsToolsIT pins them (no token). */
final class TermsContract {
    static final FamilyContract FAMILY = FamilyContract.family("terms", "manage_terms_pin", """
            {"operation":"pin","control_id":"t-contract","expires_in_seconds":3600,
             "terms_digest":"sha256:abababababababababababababababababababababababababababababababab",
             "interface_digest":"sha256:cdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcd",
             "version_label":"v1","price_minor":1999,"currency":"EUR"}""")
            .otherParameters("{\"price_minor\":2000}");

    private TermsContract() {
    }
}
