package dev.cairn.control;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class ScriptReplyTest {
    @Test
    void readsTheOutcomeTheDetailAndTheRecordFields() {
        ScriptReply reply = ScriptReply.of(List.of("applied", "3", "status", "open", "title", "", "created_at", "1700"));
        assertThat(reply.is("applied")).isTrue();
        assertThat(reply.detail()).isEqualTo("3");
        assertThat(reply.text("status")).isEqualTo("open");
        assertThat(reply.text("title")).as("stored empty means none").isNull();
        assertThat(reply.number("created_at")).isEqualTo(1700L);
        assertThat(reply.number("consumed_at")).isNull();
    }

    @Test
    void aReplyWithoutARecordHasNoFields() {
        ScriptReply reply = ScriptReply.of(List.of("token_invalid", ""));
        assertThat(reply.outcome()).isEqualTo("token_invalid");
        assertThat(reply.fields()).isEmpty();
    }
}
