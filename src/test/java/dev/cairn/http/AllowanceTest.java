package dev.cairn.http;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class AllowanceTest {
    private final List<String> ran = new ArrayList<>();

    @Test
    void takersQueueFirstComeFirstServedUntilEnoughIsGivenBack() {
        Allowance allowance = new Allowance(10);
        assertThat(allowance.takeOrQueue(6, () -> ran.add("a"))).isNull();
        Allowance.Waiter b = allowance.takeOrQueue(6, () -> ran.add("b"));
        Allowance.Waiter c = allowance.takeOrQueue(2, () -> ran.add("c")); // fits, but b is first in line
        assertThat(b).isNotNull();
        assertThat(c).isNotNull();
        assertThat(ran).containsExactly("a");

        allowance.give(6);
        assertThat(ran).containsExactly("a", "b", "c");
        assertThat(allowance.taken()).isEqualTo(8);
        assertThat(allowance.leave(b)).as("admitted already").isFalse();
    }

    @Test
    void aTakerThatLeavesTheQueueNeverRuns() {
        Allowance allowance = new Allowance(4);
        allowance.takeOrQueue(4, () -> ran.add("a"));
        Allowance.Waiter b = allowance.takeOrQueue(4, () -> ran.add("b"));
        assertThat(allowance.leave(b)).isTrue();
        allowance.give(4);
        assertThat(ran).containsExactly("a");
        assertThat(allowance.taken()).isZero();
    }

    @Test
    void headroomLetsSmallTakersPastTheLimitAndTheQueue() {
        Allowance allowance = new Allowance(10);
        allowance.takeOrQueue(10, () -> ran.add("large"));
        allowance.takeOrQueue(5, () -> ran.add("queued"));
        assertThat(allowance.tryTake(1, 0)).isFalse();
        assertThat(allowance.tryTake(2, 3)).isTrue();
        assertThat(allowance.tryTake(2, 3)).as("beyond limit plus headroom").isFalse();
        assertThat(allowance.taken()).isEqualTo(12);
    }
}
