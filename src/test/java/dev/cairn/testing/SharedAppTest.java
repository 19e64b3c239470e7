package dev.cairn.testing;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;

/** Integration tests against one running Cairn per test class, with a new account (API key) per test. */
public abstract class SharedAppTest {
    /** The app's clock: tests move it instead of sleeping. */
    protected static final MutableClock CLOCK = new MutableClock();
    protected static CairnApp app;
    protected String key;

    @BeforeAll
    static void startApp() {
        app = CairnApp.onSharedEngines(CLOCK).start();
    }

    @AfterAll
    static void stopApp() {
        app.stop();
    }

    @BeforeEach
    void newAccount() {
        key = app.createApiKey();
    }
}
