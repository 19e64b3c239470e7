package dev.cairn.text.validate;

import com.fasterxml.jackson.databind.JsonNode;
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
            throw new ValidationProblem("unresolvable_ref", "a reference does not resolve within the schema");
        }
        throw new OutsideReference(uri);
    }

    /**
     * Whether {@code reference} may be the one the library resolved to {@code address}. A relative reference
     * is resolved against the base an enclosing {@code $id} sets, so the address ends with the reference's part
     * before the fragment, less any leading {@code ./} and {@code ../}.
     */
    private static boolean mayLeadTo(String reference, String address) {
        int fragment = reference.indexOf('#');
        String document = fragment < 0 ? reference : reference.substring(0, fragment);
        while (document.startsWith("./") || document.startsWith("../")) {
            document = document.substring(document.indexOf('/') + 1);
        }
        return !document.isEmpty() && address.endsWith(document);
    }

    private static final class OutsideReference extends UnplacedProblem {
        private final String address;

        OutsideReference(String address) {
            this.address = address;
        }

        @Override
        ValidationProblem placedIn(JsonNode schema) {
            return new ValidationProblem("remote_ref", References.which(schema, reference -> mayLeadTo(reference,
                address)) + " points outside the schema; remote and file references are never fetched: inline the"
                + " referenced schema under $defs");
        }
    }
}
