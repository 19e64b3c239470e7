package dev.cairn.http;

import dev.cairn.api.Payments;
import dev.cairn.catalog.Catalog;
import dev.cairn.catalog.Operation;
import dev.cairn.catalog.ToolRunner;
import io.dropwizard.jersey.setup.JerseyEnvironment;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.core.Response;
import java.net.URI;
import java.util.HashSet;
import java.util.Optional;
import java.util.Set;
import org.glassfish.jersey.process.Inflector;
import org.glassfish.jersey.server.model.Resource;

/**
 * Generates one {@code POST} route per catalog operation, and for each premium text tool its pay-per-call twin
 * under {@code /x402} (spec §4.2), plus the error handling all routes share.
 */
public final class RestRoutes {
    private RestRoutes() {
    }

    /** {@code payPerCall} is null when x402 is not enabled. */
    public static void register(JerseyEnvironment jersey, Catalog catalog, ToolRunner runner,
                                Optional<URI> publicBaseUrl, Payments payPerCall) {
        PaidCalls paid = new PaidCalls(payPerCall, runner, publicBaseUrl);
        Set<String> payable = new HashSet<>();
        for (Operation<?> operation : catalog.operations()) {
            route(jersey, operation.spec().path(), new ToolEndpoint(operation, runner, paid));
            if (operation.spec().payable()) {
                route(jersey, operation.spec().paidPath(), new PaidEndpoint(operation, paid));
                payable.add(operation.spec().path());
                payable.add(operation.spec().paidPath());
            }
        }
        if (paid.enabled()) {
            jersey.register(new PaymentCors(payable));
        }
        jersey.register(new OptionsAnswers());
        jersey.register(new ProblemExceptionMapper());
        jersey.register(new WebApplicationExceptionMapper());
        jersey.register(new UnexpectedExceptionMapper());
    }

    private static void route(JerseyEnvironment jersey, String path,
                              Inflector<ContainerRequestContext, Response> endpoint) {
        Resource.Builder route = Resource.builder(path);
        route.addMethod("POST").handledBy(endpoint);
        jersey.getResourceConfig().registerResources(route.build());
    }
}
