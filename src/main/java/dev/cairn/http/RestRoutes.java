package dev.cairn.http;

import dev.cairn.catalog.Catalog;
import dev.cairn.catalog.Operation;
import dev.cairn.catalog.ToolRunner;
import io.dropwizard.jersey.setup.JerseyEnvironment;
import java.net.URI;
import java.util.Optional;
import org.glassfish.jersey.server.model.Resource;

/** Generates one {@code POST} route per catalog operation, plus the error handling all routes share. */
public final class RestRoutes {
    private RestRoutes() {
    }

    public static void register(JerseyEnvironment jersey, Catalog catalog, ToolRunner runner,
                                Optional<URI> publicBaseUrl) {
        for (Operation<?> operation : catalog.operations()) {
            Resource.Builder route = Resource.builder(operation.spec().path());
            route.addMethod("POST").handledBy(new ToolEndpoint(operation, runner, publicBaseUrl));
            jersey.getResourceConfig().registerResources(route.build());
        }
        jersey.register(new OptionsAnswers());
        jersey.register(new ProblemExceptionMapper());
        jersey.register(new WebApplicationExceptionMapper());
        jersey.register(new UnexpectedExceptionMapper());
    }
}
