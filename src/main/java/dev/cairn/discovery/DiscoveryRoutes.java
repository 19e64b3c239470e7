package dev.cairn.discovery;

import dev.cairn.catalog.Catalog;
import dev.cairn.catalog.Operation;
import dev.cairn.catalog.ToolSpec;
import io.dropwizard.jersey.setup.JerseyEnvironment;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.core.Response;
import java.util.List;
import org.glassfish.jersey.process.Inflector;
import org.glassfish.jersey.server.model.Resource;

/**
 * The public discovery documents, all generated from the catalog: {@code GET /openapi.json},
 * {@code /agents.json}, {@code /llms.txt}, {@code /.well-known/x402}, {@code /health} and the MCP Server Card at
 * {@code /mcp/server-card} and {@code /.well-known/mcp/server-card.json}. No key is
 * needed; Jersey answers {@code HEAD} from {@code GET} and other methods with 405.
 */
public final class DiscoveryRoutes {
    private DiscoveryRoutes() {
    }

    public static void register(JerseyEnvironment jersey, Catalog catalog, DiscoverySettings settings) {
        List<Operation<?>> operations = catalog.operations();
        List<ToolSpec> tools = catalog.tools().stream().map(Operation::spec).toList();
        List<ToolSpec> firstTool = tools.subList(0, Math.min(1, tools.size()));
        X402Rail rail = X402Rail.of(settings.x402());
        List<String> paidPaths = tools.stream().filter(ToolSpec::payable).map(ToolSpec::paidPath).toList();
        AgentManifest agents = new AgentManifest(tools, settings.version());
        LlmsText llms = new LlmsText(tools, settings.version());
        OpenApiDocument openApi = new OpenApiDocument(operations, settings.version(), new OpenApiDiscovery(
                new AgentManifest(firstTool, settings.version()), new LlmsText(firstTool, settings.version()),
                settings.version(), rail, paidPaths), rail.enabled());
        DocumentEndpoint card = DocumentEndpoint.json(settings.publicBaseUrl(), ServerCard.MEDIA_TYPE,
                new ServerCard(tools, settings.version())::render);

        route(jersey, Links.OPENAPI, DocumentEndpoint.json(settings.publicBaseUrl(), openApi::render));
        route(jersey, Links.AGENTS, DocumentEndpoint.json(settings.publicBaseUrl(), agents::render));
        route(jersey, Links.LLMS_TXT, DocumentEndpoint.text(settings.publicBaseUrl(), llms::render));
        route(jersey, Links.X402, DocumentEndpoint.json(settings.publicBaseUrl(),
                links -> X402Manifest.of(rail, links, paidPaths)));
        route(jersey, Links.SERVER_CARD, card);
        route(jersey, Links.WELL_KNOWN_SERVER_CARD, card);
        route(jersey, Links.HEALTH, new HealthEndpoint(settings.healthChecks(), settings.version(), rail));
    }

    private static void route(JerseyEnvironment jersey, String path,
                              Inflector<ContainerRequestContext, Response> endpoint) {
        Resource.Builder resource = Resource.builder(path);
        resource.addMethod("GET").handledBy(endpoint);
        jersey.getResourceConfig().registerResources(resource.build());
    }
}
