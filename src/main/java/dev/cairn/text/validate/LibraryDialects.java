package dev.cairn.text.validate;

import com.networknt.schema.dialect.Dialect;
import com.networknt.schema.dialect.Dialects;
import com.networknt.schema.keyword.AnnotationKeyword;
import java.util.List;

/**
 * The library's five dialects, with unknown keywords made annotations afresh each time. The library's default
 * factory for them is a process-wide singleton that logs a warning for each new keyword name and remembers
 * every name for ever: schemas full of made-up keywords would grow the heap without bound.
 */
final class LibraryDialects {
    static final List<Dialect> ALL = List.of(quiet(Dialects.getDraft4()), withoutId(Dialects.getDraft6()),
        withoutId(Dialects.getDraft7()), withoutId(Dialects.getDraft201909()),
        withoutId(Dialects.getDraft202012()));

    private LibraryDialects() {
    }

    private static Dialect quiet(Dialect dialect) {
        return builder(dialect).build();
    }

    /** From draft-06 on, "id" is no keyword, but the library lists it and then fails on any schema using it. */
    private static Dialect withoutId(Dialect dialect) {
        return builder(dialect).keywords(keywords -> keywords.remove("id")).build();
    }

    private static Dialect.Builder builder(Dialect dialect) {
        return Dialect.builder(dialect).unknownKeywordFactory((keyword, context) -> new AnnotationKeyword(keyword));
    }
}
