package dev.cairn.control.terms;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The comparison check makes, and what makes two pins the same. */
class TermsFieldsTest {
    private static final String HEX = "ab".repeat(32);

    private static TermsRecords.Manage request(String terms, String label, Long price, String currency) {
        return new TermsRecords.Manage("check", "c", terms, null, null, label, price, currency, null);
    }

    @Test
    void suppliedFieldsAreStoredFormsInTheFixedOrder() {
        Map<String, String> supplied = TermsFields.supplied(request(HEX, "v1", 0L, "EUR"));
        assertThat(supplied).containsExactly(Map.entry("terms_digest", "sha256:" + HEX), Map.entry("version_label", "v1"),
                Map.entry("price_minor", "0"), Map.entry("currency", "EUR"));
        assertThat(TermsFields.supplied(request(null, null, null, null))).isEmpty();
    }

    @Test
    void driftNotPinnedAndMatchesAreSeparate() {
        Map<String, String> stored = Map.of("terms_digest", "sha256:" + HEX, "version_label", "", "price_minor", "100",
                "currency", "EUR");
        List<String> pinned = List.of("terms_digest", "version_label", "price_minor", "currency");
        TermsFields.Comparison same = TermsFields.compare(TermsFields.supplied(request(HEX, "", 100L, "EUR")), stored,
                pinned);
        assertThat(same.compared()).containsExactly("terms_digest", "version_label", "price_minor", "currency");
        assertThat(same.drifted()).isEmpty();
        assertThat(same.notPinned()).isEmpty();
        TermsFields.Comparison drift = TermsFields.compare(TermsFields.supplied(
                new TermsRecords.Manage("check", "c", HEX, HEX, null, "v2", 101L, "EUR", null)), stored, pinned);
        assertThat(drift.drifted()).containsExactly("version_label", "price_minor");
        assertThat(drift.notPinned()).containsExactly("interface_digest");
        assertThat(TermsViews.mismatch("pinned", drift)).isEqualTo("drifted");
        assertThat(TermsViews.mismatch("pinned", same)).isNull();
        assertThat(TermsViews.mismatch("expired", same)).isEqualTo("expired");
        assertThat(TermsViews.mismatch("pinned", TermsFields.compare(Map.of(), stored, pinned)))
                .isEqualTo("nothing_compared");
    }

    @Test
    void paramsTellEveryFieldAndTheLifetimeApart() {
        String base = TermsFields.params(TermsFields.supplied(request(HEX, "v1", 5L, "EUR")), 300);
        assertThat(TermsFields.params(TermsFields.supplied(request(HEX, "v1", 5L, "EUR")), 300)).isEqualTo(base);
        assertThat(TermsFields.params(TermsFields.supplied(request("sha256:" + HEX, "v1", 5L, "EUR")), 300))
                .as("bare hex and sha256: are one digest").isEqualTo(base);
        assertThat(List.of(TermsFields.params(TermsFields.supplied(request(HEX, "v1", 5L, "EUR")), 301),
                TermsFields.params(TermsFields.supplied(request(HEX, "v1", 6L, "EUR")), 300),
                TermsFields.params(TermsFields.supplied(request(HEX, "", 5L, "EUR")), 300),
                TermsFields.params(TermsFields.supplied(request(HEX, null, 5L, "EUR")), 300),
                TermsFields.params(TermsFields.supplied(request(HEX, "v1\",\"5", null, "EUR")), 300)))
                .doesNotContain(base).doesNotHaveDuplicates();
    }

    @Test
    void storedPinnedNamesReadBack() {
        assertThat(TermsFields.pinned("terms_digest version_label")).containsExactly("terms_digest", "version_label");
        assertThat(TermsFields.pinned(null)).isEmpty();
    }
}
