package dev.cairn.testing;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;

/** Two service instances on the shared engines (one Redis, one PostgreSQL), with one clock: the races between instances. */
public abstract class TwoInstancesTest {
    /** Both instances' clock: tests move it instead of sleeping. */
    protected static final MutableClock CLOCK = new MutableClock();
    protected static CairnApp first;
    protected static CairnApp second;

    @BeforeAll
    static void startBoth() {
        first = CairnApp.onSharedEngines(CLOCK).start();
        second = CairnApp.onSharedEngines(CLOCK).start();
    }

    @AfterAll
    static void stopBoth() {
        first.stop();
        second.stop();
    }
}
