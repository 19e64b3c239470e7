package dev.cairn.testing;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/** What the service writes to stderr (its log) while some requests run. */
public final class Stderr {
    /** Requests whose effects are captured; the request log is written after each response. */
    public interface Requests {
        void run() throws Exception;
    }

    private Stderr() {
    }

    public static String during(Requests requests) throws Exception {
        PrintStream original = System.err;
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        System.setErr(new PrintStream(captured, true, StandardCharsets.UTF_8));
        try {
            requests.run();
            Thread.sleep(300); // the request log line follows the response
        } finally {
            System.setErr(original);
        }
        return captured.toString(StandardCharsets.UTF_8);
    }
}
