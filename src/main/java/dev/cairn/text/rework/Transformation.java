package dev.cairn.text.rework;

/** The kinds of change rework_text makes, named as in the result's {@code transformations} counts. */
public enum Transformation {
    /** A word replaced by a WordNet synonym of the same part of speech and dominant sense, inflection kept. */
    SYNONYM("synonym"),
    /** A negation or auxiliary contracted: "do not" to "don't". */
    CONTRACTION("contraction"),
    /** A contraction written out: "don't" to "do not". */
    EXPANSION("expansion"),
    /** A sentence-initial connector varied: "For example," to "For instance,". */
    CONNECTOR("connector"),
    /** A trailing because/although/unless clause moved to the front: "A because B." to "Because B, A.". */
    CLAUSE_FRONTING("clause_fronting"),
    /** An over-long sentence split at ", and" / ", but" / ", so" before an independent clause. */
    SENTENCE_SPLIT("sentence_split");

    private final String key;

    Transformation(String key) {
        this.key = key;
    }

    public String key() {
        return key;
    }
}
