package dev.cairn.api;

/**
 * Strings the families on PostgreSQL (receipts, context traces, quality evidence) store: PostgreSQL text cannot
 * hold U+0000, so a request that would store one is 422 {@code nul_character}, and a lookup by one finds nothing.
 * A string must also have a UTF-8 form: an unpaired surrogate is 422 {@code lone_surrogate}, as in every request
 * to a stateful tool, and here in the quality read tools too, whose targets name stored cards.
 */
public final class PostgresText {
    private PostgresText() {
    }

    public static boolean storable(String value) {
        return value.indexOf('\0') < 0;
    }

    /** {@code value}, if PostgreSQL can store it; else 422 at {@code field}, which {@code what} cannot store. */
    public static String requireStorable(String value, String field, String what) {
        if (!storable(value)) {
            throw ProblemException.unprocessable("nul_character",
                    field + " contains U+0000 (NUL), which " + what + " cannot store.", "/" + field);
        }
        if (!StoredStrings.encodable(value)) {
            throw StoredStrings.loneSurrogate("/" + field);
        }
        return value;
    }
}
