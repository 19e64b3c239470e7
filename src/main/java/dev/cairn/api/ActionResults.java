package dev.cairn.api;

/** TEMPORARY: removed once every family uses Outcome.BRAND. */
public final class ActionResults {
    /** TEMPORARY: removed once every family uses Outcome.BRAND. */
    public static final String BRAND = Outcome.BRAND;

    private ActionResults() {
    }
}
