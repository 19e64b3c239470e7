package dev.cairn.text.context;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class OtherHalfTest {
    @Test
    void theWorkRunsExactlyOnceWhoeverReachesItFirst() {
        for (int i = 0; i < 1_000; i++) {
            AtomicInteger runs = new AtomicInteger();
            OtherHalf<Integer> half = OtherHalf.start(runs::incrementAndGet);
            assertThat(half.join()).isEqualTo(1);
            assertThat(runs.get()).isEqualTo(1);
        }
    }

    @Test
    void theCallerRunsItWhenEveryPoolThreadIsBusy() throws InterruptedException {
        int threads = ForkJoinPool.commonPool().getParallelism();
        CountDownLatch busy = new CountDownLatch(threads);
        CountDownLatch release = new CountDownLatch(1);
        for (int i = 0; i < threads; i++) {
            ForkJoinPool.commonPool().execute(() -> {
                busy.countDown();
                try {
                    release.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            });
        }
        busy.await();
        try {
            Thread caller = Thread.currentThread();
            OtherHalf<Thread> half = OtherHalf.start(Thread::currentThread);
            assertThat(half.join()).isSameAs(caller);
        } finally {
            release.countDown();
        }
    }

    @Test
    void aFailureReachesTheCallerAsItWasThrown() {
        OtherHalf<Object> half = OtherHalf.start(() -> {
            throw new IllegalStateException("boom");
        });
        assertThatThrownBy(half::join).isInstanceOf(IllegalStateException.class).hasMessage("boom");
    }
}
