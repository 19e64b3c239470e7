package dev.cairn;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cairn.catalog.Catalog;
import dev.cairn.catalog.Family;
import dev.cairn.catalog.Operation;
import dev.cairn.text.redact.Redactor;
import dev.cairn.text.secrets.SecretDetector;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;

/** The catalog the application builds, for tests that derive their expectations from it; its handlers are never called. */
public final class TestCatalog {
    private static final List<Family> FAMILIES = Families.connect(null, null, Clock.systemUTC()).all();
    public static final Catalog CATALOG = ToolBindings.catalog(new SecretDetector(new byte[32]),
            new Redactor(new SecretDetector(new byte[32]), "US"), FAMILIES);

    private TestCatalog() {
    }

    /** The operations MCP lists: all but the public bearer endpoints (REST only). */
    public static List<String> toolNames() {
        return CATALOG.tools().stream().map(operation -> operation.spec().name()).toList();
    }

    /** The {@code name} of each element of a tool list (not the names nested in their schemas). */
    public static List<String> names(JsonNode tools) {
        List<String> names = new ArrayList<>();
        tools.forEach(tool -> names.add(tool.path("name").asText()));
        return names;
    }

    /** Every operation's name, tools and public endpoints alike, in catalog order. */
    public static List<String> operationNames() {
        return CATALOG.operations().stream().map(Operation::spec).map(spec -> spec.name()).toList();
    }

    /** Each agent-control family's own operations (all it registers, public endpoints too), in catalog order. */
    public static List<List<Operation<?>>> families() {
        return FAMILIES.stream().map(family -> Catalog.builder().add(family).build().operations()).toList();
    }
}
