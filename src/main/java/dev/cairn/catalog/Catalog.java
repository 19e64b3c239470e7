package dev.cairn.catalog;

import dev.cairn.api.LinkPage;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * The operation catalog: every tool once, in a fixed order. REST routes, MCP tools/list and the
 * discovery documents are generated from it, so they cannot disagree.
 */
public final class Catalog {
    private final Map<String, Operation<?>> byName;
    private final List<LinkPage> pages;

    private Catalog(Map<String, Operation<?>> byName, List<LinkPage> pages) {
        this.byName = Collections.unmodifiableMap(byName);
        this.pages = List.copyOf(pages);
    }

    public static Builder builder() {
        return new Builder();
    }

    /** Every operation: each is a REST route. */
    public List<Operation<?>> operations() {
        return List.copyOf(byName.values());
    }

    /** The operations that are also MCP tools: all but the public bearer endpoints, which humans' pages call. */
    public List<Operation<?>> tools() {
        return byName.values().stream().filter(Operation::isTool).toList();
    }

    /** The pages behind the families' human links. */
    public List<LinkPage> pages() {
        return pages;
    }

    public Optional<Operation<?>> findTool(String name) {
        Operation<?> operation = byName.get(name);
        return operation != null && operation.isTool() ? Optional.of(operation) : Optional.empty();
    }

    public static final class Builder {
        private static final Pattern TOOL_NAME = Pattern.compile("[A-Za-z0-9_.-]{1,64}");
        private final Map<String, Operation<?>> byName = new LinkedHashMap<>();
        private final List<String> paths = new ArrayList<>();
        private final List<LinkPage> pages = new ArrayList<>();

        /** Every tool and page of a family, in the order it adds them. */
        public Builder add(Family family) {
            family.register(this);
            return this;
        }

        public Builder page(LinkPage page) {
            if (pages.stream().anyMatch(other -> other.segment().equals(page.segment()))) {
                throw new IllegalArgumentException("link page registered twice: " + page.segment());
            }
            pages.add(page);
            return this;
        }

        public <R> Builder add(ToolSpec spec, Class<R> requestType, Handler<R> handler) {
            if (!TOOL_NAME.matcher(spec.name()).matches()) {
                throw new IllegalArgumentException("MCP tool names are 1 to 64 of [A-Za-z0-9_.-]: " + spec.name());
            }
            if (byName.containsKey(spec.name()) || paths.contains(spec.path())) {
                throw new IllegalArgumentException("tool registered twice: " + spec.name());
            }
            byName.put(spec.name(), new Operation<>(spec, requestType, handler, Schemas.load(spec.name())));
            paths.add(spec.path());
            return this;
        }

        public Catalog build() {
            return new Catalog(byName, pages);
        }
    }
}
