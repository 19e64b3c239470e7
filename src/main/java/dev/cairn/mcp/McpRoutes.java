package dev.cairn.mcp;

import dev.cairn.catalog.Catalog;
import dev.cairn.catalog.ToolRunner;
import io.dropwizard.jersey.setup.JerseyEnvironment;
import java.net.URI;
import java.util.Optional;
import org.glassfish.jersey.server.model.Resource;

/** Serves the catalog over MCP at {@code /mcp} (POST only: GET and DELETE get 405, there are no streams). */
public final class McpRoutes {
    private McpRoutes() {
    }

    public static void register(JerseyEnvironment jersey, Catalog catalog, ToolRunner runner, McpConfig config,
                                String version, Optional<URI> publicBaseUrl) {
        McpMethods methods = new McpMethods(new ServerIdentity(version), ToolListing.of(catalog),
                new ToolCalls(catalog, runner));
        Resource.Builder route = Resource.builder(McpVersions.PATH);
        route.addMethod("POST").handledBy(new McpEndpoint(new OriginPolicy(config.getAllowedOrigins()), methods, publicBaseUrl));
        jersey.getResourceConfig().registerResources(route.build());
    }
}
