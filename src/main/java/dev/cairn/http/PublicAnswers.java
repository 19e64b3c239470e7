package dev.cairn.http;

/** Headers of every answer to a public bearer endpoint: it concerns one record and a secret token. */
public final class PublicAnswers {
    public static final String CACHE_CONTROL = "no-store, private";

    private PublicAnswers() {
    }
}
