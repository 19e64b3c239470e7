package dev.cairn.control.action;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cairn.control.ScriptReply;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The status shown for a stored lock record is decided by the times in it, at the millisecond. */
class LockRecordTest {
    private static final long LOCKED_AT = 1_700_000_000_000L;
    private static final long EXPIRES_AT = LOCKED_AT + 300_000;
    private static final long RETENTION = 3_600_000L;
    private static final long COMPLETED_AT = LOCKED_AT + 10_000;

    private static LockRecord locked() {
        return new LockRecord("locked", "lck_A", LOCKED_AT, EXPIRES_AT, RETENTION, null);
    }

    private static LockRecord completed() {
        return new LockRecord("completed", "lck_A", LOCKED_AT, EXPIRES_AT, RETENTION, COMPLETED_AT);
    }

    @Test
    void noRecordIsFreeAtAnyTime() {
        assertThat(LockRecord.NONE.status(0)).isEqualTo(LockStatus.FREE);
        assertThat(LockRecord.NONE.status(Long.MAX_VALUE)).isEqualTo(LockStatus.FREE);
        assertThat(LockRecord.fromHash(Map.of())).isEqualTo(LockRecord.NONE);
    }

    @Test
    void aLockIsLockedUntilTheMillisecondBeforeItsExpiry() {
        assertThat(locked().status(LOCKED_AT)).isEqualTo(LockStatus.LOCKED);
        assertThat(locked().status(EXPIRES_AT - 1)).isEqualTo(LockStatus.LOCKED);
    }

    @Test
    void aLockIsExpiredAtItsExactExpiryMillisecond() {
        assertThat(locked().status(EXPIRES_AT)).isEqualTo(LockStatus.EXPIRED);
        assertThat(locked().status(EXPIRES_AT + 1)).isEqualTo(LockStatus.EXPIRED);
    }

    @Test
    void aCompletionIsProtectedUntilTheMillisecondBeforeCompletedAtPlusRetention() {
        assertThat(completed().status(COMPLETED_AT)).isEqualTo(LockStatus.COMPLETED);
        assertThat(completed().status(COMPLETED_AT + RETENTION - 1)).isEqualTo(LockStatus.COMPLETED);
        // the lock's own expiry does not matter once completed
        assertThat(completed().status(EXPIRES_AT + 1)).isEqualTo(LockStatus.COMPLETED);
    }

    @Test
    void aCompletionIsFreeAtCompletedAtPlusRetention() {
        assertThat(completed().status(COMPLETED_AT + RETENTION)).isEqualTo(LockStatus.FREE);
        assertThat(completed().status(COMPLETED_AT + RETENTION + 1)).isEqualTo(LockStatus.FREE);
    }

    @Test
    void aReleasedLockIsReleasedWhateverTheTime() {
        LockRecord released = new LockRecord("released", "lck_A", LOCKED_AT, EXPIRES_AT, RETENTION, null);
        assertThat(released.status(LOCKED_AT)).isEqualTo(LockStatus.RELEASED);
        assertThat(released.status(EXPIRES_AT + 1)).isEqualTo(LockStatus.RELEASED);
    }

    @Test
    void anUnknownStateIsAnError() {
        LockRecord odd = new LockRecord("paused", "lck_A", LOCKED_AT, EXPIRES_AT, RETENTION, null);
        assertThatThrownBy(() -> odd.status(LOCKED_AT)).isInstanceOf(IllegalStateException.class);
    }

    @Test
    void aRedisHashIsReadWithItsNumbersAndARecordFromBeforeTheTemplateByItsOldStatusName() {
        LockRecord record = LockRecord.fromHash(Map.of("state", "completed", "lock_id", "lck_B",
                "locked_at", "1000", "expires_at", "31000", "retention_ms", "3600000", "completed_at", "2000",
                "released_at", "9"));
        assertThat(record).isEqualTo(new LockRecord("completed", "lck_B", 1000L, 31000L, 3_600_000L, 2000L));
        assertThat(record.status(3_601_999)).isEqualTo(LockStatus.COMPLETED);
        assertThat(record.status(3_602_000)).isEqualTo(LockStatus.FREE);
    }

    @Test
    void absentFieldsAreNull() {
        LockRecord record = LockRecord.fromHash(Map.of("status", "locked", "lock_id", "lck_C", "locked_at", "5",
                "expires_at", "35", "retention_ms", "3600000"));
        assertThat(record.completedAt()).isNull();
        assertThat(record.status(34)).isEqualTo(LockStatus.LOCKED);
        assertThat(record.status(35)).isEqualTo(LockStatus.EXPIRED);
    }

    @Test
    void aScriptReplyIsTheOutcomeThenFieldValuePairs() {
        LockRecord record = LockRecord.of(ScriptReply.of(List.of("held", "", "status", "locked", "lock_id", "lck_D",
                "locked_at", "10", "expires_at", "40", "retention_ms", "7200000")));
        assertThat(record).isEqualTo(new LockRecord("locked", "lck_D", 10L, 40L, 7_200_000L, null));
        assertThat(LockRecord.of(ScriptReply.of(List.of("not_locked", "")))).isEqualTo(LockRecord.NONE);
        assertThat(LockRecord.of(ScriptReply.of(List.of("not_locked", ""))).status(1)).isEqualTo(LockStatus.FREE);
    }

    @Test
    void statusIdsAreTheApiNames() {
        assertThat(LockStatus.FREE.id()).isEqualTo("free");
        assertThat(LockStatus.LOCKED.id()).isEqualTo("locked");
        assertThat(LockStatus.EXPIRED.id()).isEqualTo("expired");
        assertThat(LockStatus.RELEASED.id()).isEqualTo("released");
        assertThat(LockStatus.COMPLETED.id()).isEqualTo("completed");
    }
}
