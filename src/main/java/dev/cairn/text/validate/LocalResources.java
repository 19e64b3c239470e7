package dev.cairn.text.validate;

import com.networknt.schema.AbsoluteIri;
import java.util.function.Predicate;

/**
 * What the schema loader may load: only the draft meta-schemas bundled in the library's jar. Every other
 * {@code $ref} target (http, https, file, classpath, an urn no {@code $id} in the schema defines) is refused here,
 * before anything is opened; the loader is built without a remote fetcher in any case.
 */
final class LocalResources implements Predicate<AbsoluteIri> {
    static final LocalResources INSTANCE = new LocalResources();

    private LocalResources() {
    }

    @Override
    public boolean test(AbsoluteIri iri) {
        String uri = iri.toString();
        if (uri.startsWith("https://json-schema.org/draft/") || uri.startsWith("http://json-schema.org/draft")) {
            return true;
        }
        if (uri.isEmpty()) {
            // the library looks for a document with no address when a local pointer leads nowhere
            throw new ValidationProblem("unresolvable_ref", "a $ref does not resolve within the schema");
        }
        throw new ValidationProblem("remote_ref", "$ref " + uri + " points outside the schema; remote and file"
            + " references are never fetched: inline the referenced schema under $defs");
    }
}
