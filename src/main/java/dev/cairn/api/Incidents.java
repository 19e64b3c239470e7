package dev.cairn.api;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** Failures nobody anticipated: logged under a fresh id, answered with that id and nothing else. */
public final class Incidents {
    private static final Logger LOG = LoggerFactory.getLogger(Incidents.class);

    private Incidents() {
    }

    public static Problem report(Throwable failure) {
        String incident = Ids.mint("err");
        LOG.error("unexpected failure {}", incident, failure);
        return Problem.of(500, "internal_error", "Internal error",
                "The service failed to handle this request; quote " + incident + " when reporting it.");
    }
}
