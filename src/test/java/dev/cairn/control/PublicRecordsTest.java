package dev.cairn.control;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cairn.api.ProblemException;
import java.util.List;
import org.junit.jupiter.api.Test;

class PublicRecordsTest {
    private final PublicRecords delegations = new PublicRecords(null, null, "delegation", "dlg");

    @Test
    void aNamingTokenNamesItsRecord() {
        String id = delegations.mintId();
        String token = delegations.mintNamingToken(id);
        assertThat(token).hasSize(74).startsWith(id + ".");
        assertThat(delegations.namedBy(token)).isEqualTo(id);
        assertThat(delegations.mintNamingToken(id)).isNotEqualTo(token);
    }

    @Test
    void aTokenOfAnyOtherShapeOrFamilyIs403() {
        String secret = delegations.mintNamingToken(delegations.mintId()).substring(31);
        for (String token : List.of(secret, "qrm_0QZ7M3K9TX4B8N2R6VHJYPD5WC." + secret, "dlg_0QZ7M3K9TX4B8N2R6VHJYPD5WC",
                "dlg_0QZ7M3K9TX4B8N2R6VHJYPD5W." + secret, "dlg_0QZ7M3K9TX4B8N2R6VHJYPD5WC.", "dlg_}{." + secret, "")) {
            assertThatThrownBy(() -> delegations.namedBy(token)).as(token)
                    .isInstanceOfSatisfying(ProblemException.class,
                            e -> assertThat(e.problem().code()).isEqualTo("token_invalid"));
        }
    }

    @Test
    void anUnknownRecordAndAWrongTokenAreTheSame403ForATokenHolder() {
        for (String outcome : List.of("not_found", "token_invalid")) {
            ScriptReply reply = ScriptReply.of(List.of(outcome, ""));
            assertThatThrownBy(reply::presented).isInstanceOfSatisfying(ProblemException.class,
                    e -> assertThat(e.problem().code()).isEqualTo("token_invalid"));
        }
        ScriptReply applied = ScriptReply.of(List.of("applied", ""));
        assertThat(applied.presented()).isSameAs(applied);
    }

    @Test
    void anOwnersNotFoundIsTheGiven404() {
        ScriptReply reply = ScriptReply.of(List.of("not_found", ""));
        assertThatThrownBy(() -> reply.found(() -> PublicRecords.notBound("lease")))
                .isInstanceOfSatisfying(ProblemException.class,
                        e -> assertThat(e.problem().detail()).isEqualTo("No lease has this control_id."));
    }
}
