package dev.cairn.text.validate;

import com.fasterxml.jackson.databind.JsonNode;
import com.networknt.schema.SpecificationVersion;
import java.util.Arrays;
import java.util.stream.Collectors;

/** The JSON Schema drafts a schema may declare with {@code $schema}; 2020-12 when it declares none. */
public enum Dialect {
    DRAFT_04("draft-04", "http://json-schema.org/draft-04/schema#", SpecificationVersion.DRAFT_4),
    DRAFT_06("draft-06", "http://json-schema.org/draft-06/schema#", SpecificationVersion.DRAFT_6),
    DRAFT_07("draft-07", "http://json-schema.org/draft-07/schema#", SpecificationVersion.DRAFT_7),
    DRAFT_2019_09("draft-2019-09", "https://json-schema.org/draft/2019-09/schema", SpecificationVersion.DRAFT_2019_09),
    DRAFT_2020_12("draft-2020-12", "https://json-schema.org/draft/2020-12/schema", SpecificationVersion.DRAFT_2020_12);

    public static final Dialect DEFAULT = DRAFT_2020_12;

    private final String id;
    private final String metaSchema;
    private final SpecificationVersion version;

    Dialect(String id, String metaSchema, SpecificationVersion version) {
        this.id = id;
        this.metaSchema = metaSchema;
        this.version = version;
    }

    /** The short name reported in {@link Validation#dialect()}. */
    public String id() {
        return id;
    }

    String metaSchema() {
        return metaSchema;
    }

    SpecificationVersion version() {
        return version;
    }

    /** The dialect the root {@code $schema} names (an empty trailing fragment is ignored), else the default. */
    static Dialect of(JsonNode schema) {
        JsonNode declared = schema.get("$schema");
        if (declared == null) {
            return DEFAULT;
        }
        String uri = declared.isTextual() ? withoutEmptyFragment(declared.textValue()) : null;
        return Arrays.stream(values())
            .filter(d -> withoutEmptyFragment(d.metaSchema).equals(uri))
            .findFirst()
            .orElseThrow(() -> new ValidationProblem("unknown_dialect", "the $schema at the root names no supported"
                + " dialect; use one of " + Arrays.stream(values()).map(d -> d.metaSchema)
                .collect(Collectors.joining(", "))));
    }

    private static String withoutEmptyFragment(String uri) {
        return uri.endsWith("#") ? uri.substring(0, uri.length() - 1) : uri;
    }
}
