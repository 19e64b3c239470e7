package dev.cairn.store;

import dev.cairn.testing.CairnApp;
import dev.cairn.testing.MutableClock;
import dev.cairn.testing.StoppableEngines;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;

/** One Cairn per test class on stores the test can stop, hang and restart; each test starts with both running. */
abstract class OutageAppTest {
    protected static StoppableEngines engines;
    protected static CairnApp app;
    protected static OutageProbe probe;

    @BeforeAll
    static void start() {
        engines = new StoppableEngines();
        app = CairnApp.on(new MutableClock(), engines.redisUrl(), engines.databaseUrl()).start();
        probe = new OutageProbe(app);
    }

    @AfterEach
    void restartStoppedEngines() {
        engines.ensureRunning();
    }

    @AfterAll
    static void stop() {
        app.stop();
        engines.close();
    }
}
