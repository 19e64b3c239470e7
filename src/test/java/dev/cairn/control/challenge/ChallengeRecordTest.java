package dev.cairn.control.challenge;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;

/** The statuses that derive from the deadlines and the clock, at their boundaries. */
class ChallengeRecordTest {
    private static ChallengeRecord record(String state) {
        return new ChallengeRecord("chl_0QZ7M3K9TX4B8N2R6VHJYPD5WC", Map.of("status", state, "created_at", "1000",
                "veto_deadline", "2000", "execution_deadline", "3000", "action_fingerprint", "sha256:" + "0".repeat(64)));
    }

    @Test
    void anOpenChallengeIsPendingBeforeTheVetoDeadlineExecutableUntilTheExecutionDeadlineThenExpired() {
        ChallengeRecord open = record("open");
        assertThat(open.status(1999)).isEqualTo(ChallengeStatus.PENDING);
        assertThat(open.status(2000)).isEqualTo(ChallengeStatus.EXECUTABLE);
        assertThat(open.status(2999)).isEqualTo(ChallengeStatus.EXECUTABLE);
        assertThat(open.status(3000)).isEqualTo(ChallengeStatus.EXPIRED);
    }

    @Test
    void settledStatesIgnoreTheClock() {
        for (long now : new long[] {0, 2500, 10_000}) {
            assertThat(record("vetoed").status(now)).isEqualTo(ChallengeStatus.VETOED);
            assertThat(record("consumed").status(now)).isEqualTo(ChallengeStatus.CONSUMED);
            assertThat(record("cancelled").status(now)).isEqualTo(ChallengeStatus.CANCELLED);
        }
    }

    @Test
    void theViewsFormatTimesAndTheOwnerViewCarriesTheLinkOnlyWhenGiven() {
        var view = record("open").view("c1", 1500, null, "n");
        assertThat(view.vetoDeadline()).isEqualTo("1970-01-01T00:00:02.000Z");
        assertThat(view.vetoUrl()).isNull();
        assertThat(view.vetoedAt()).isNull();
        assertThat(record("open").publicView(2500).status()).isEqualTo("executable");
    }

    @Test
    void everyRefusalReasonIsExplained() {
        for (String reason : new String[] {"fingerprint_mismatch", "veto_window_open", "already_consumed", "consumed",
                "vetoed", "already_vetoed", "cancelled", "already_cancelled", "expired", "veto_window_closed"}) {
            assertThat(ChallengeStatus.refusal(reason)).startsWith("Nothing changed");
        }
    }
}
