package dev.cairn.control.handover;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cairn.control.ScriptReply;
import java.util.List;
import org.junit.jupiter.api.Test;

class HandoverWordsTest {
    static final HandoverWords HANDOFF = new HandoverWords("open", "claimed", "claimer");
    static final HandoverWords CONTRACT = new HandoverWords("offered", "accepted", "acceptor");

    static Handover handover(String outcome, String status, long now) {
        return new Handover("hnd_x", ScriptReply.of(List.of(outcome, "", "status", status, "expires_at", "1000",
                "taker", "acct-b")), now, "acct-b", null);
    }

    @Test
    void anOpenHandoverIsExpiredFromTheInstantOfExpiresAtAndOnlyAnOpenOne() {
        assertThat(handover("checked", "open", 999).status()).isEqualTo("open");
        assertThat(handover("checked", "open", 1000).status()).isEqualTo("expired");
        assertThat(handover("checked", "taken", 5000).status()).isEqualTo("taken");
        assertThat(handover("checked", "cancelled", 5000).status()).isEqualTo("cancelled");
    }

    @Test
    void eachFamilyNamesTheGenericStatusesAndRefusals() {
        assertThat(HANDOFF.status(handover("checked", "open", 0))).isEqualTo("open");
        assertThat(CONTRACT.status(handover("checked", "open", 0))).isEqualTo("offered");
        assertThat(CONTRACT.status(handover("checked", "taken", 0))).isEqualTo("accepted");
        assertThat(HANDOFF.status(handover("checked", "open", 1000))).isEqualTo("expired");
        assertThat(HANDOFF.outcome(handover("taken", "taken", 0)).reason()).isEqualTo("already_claimed");
        assertThat(CONTRACT.outcome(handover("taken", "taken", 0)).reason()).isEqualTo("already_accepted");
        assertThat(HANDOFF.outcome(handover("not_taken", "open", 0)).reason()).isEqualTo("not_claimed");
        assertThat(CONTRACT.outcome(handover("not_taker", "taken", 0)).reason()).isEqualTo("not_acceptor");
        assertThat(CONTRACT.outcome(handover("terms_mismatch", "open", 0)).reason()).isEqualTo("terms_mismatch");
        assertThat(HANDOFF.outcome(handover("applied", "taken", 0)).applied()).isTrue();
        assertThat(handover("applied", "taken", 0).takenByCaller()).isTrue();
    }
}
