package dev.cairn;

import io.dropwizard.core.cli.ServerCommand;
import io.dropwizard.core.setup.Environment;
import io.dropwizard.lifecycle.ServerLifecycleListener;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import net.sourceforge.argparse4j.inf.Namespace;
import org.eclipse.jetty.server.Server;

/**
 * {@code warm-up config.yml}: starts the service as {@code server} does, sends it one request of each kind
 * it serves, and stops; the exit status is 0 when every answer was the expected one. The build runs it under
 * {@code -XX:ArchiveClassesAtExit} to record the class-data archive ({@code target/cairn.jsa}) that makes
 * every later start load its classes from a memory-mapped file instead of the jar.
 */
final class WarmUpCommand extends ServerCommand<CairnConfiguration> {
    private record Call(String method, String path, String body, int expected) {
    }

    private static final List<Call> CALLS = List.of(
            new Call("GET", "/health", null, 200),
            new Call("GET", "/openapi.json", null, 200),
            new Call("POST", "/v1/scrub", "{\"text\":\"warm\u200bup\"}", 200),
            new Call("POST", "/v1/inspect", "{\"text\":\"warm up\"}", 200),
            new Call("POST", "/v1/detect-secrets", "{\"text\":\"nothing secret\"}", 200),
            new Call("POST", "/v1/prepare-for-agent", "{\"text\":\"warm up\"}", 200),
            new Call("POST", "/v1/rework", "{\"text\":\"The service does not start because the cache is cold.\"}", 200),
            new Call("POST", "/v1/scrub", "{\"text\":1}", 400),
            new Call("POST", "/mcp", "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{"
                    + "\"protocolVersion\":\"2025-06-18\",\"capabilities\":{},"
                    + "\"clientInfo\":{\"name\":\"warm-up\",\"version\":\"1\"}}}", 200));

    WarmUpCommand(CairnApplication application) {
        super(application, "warm-up", "Start, send one request of each kind, and stop");
    }

    @Override
    protected void run(Environment environment, Namespace namespace, CairnConfiguration configuration) throws Exception {
        environment.lifecycle().addServerLifecycleListener(new ServerLifecycleListener() {
            @Override
            public void serverStarted(Server server) {
                int port = getLocalPort(server);
                // exits through the shutdown hooks: the server and the engines stop as on SIGTERM
                new Thread(() -> System.exit(callAll(port) ? 0 : 1), "warm-up").start();
            }
        });
        super.run(environment, namespace, configuration);
    }

    private static boolean callAll(int port) {
        HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
        boolean allExpected = true;
        for (Call call : CALLS) {
            HttpRequest.Builder request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + call.path()))
                    .timeout(Duration.ofSeconds(30))
                    .header("Content-Type", "application/json")
                    .header("Accept", "application/json, text/event-stream")
                    .method(call.method(), call.body() == null ? HttpRequest.BodyPublishers.noBody()
                            : HttpRequest.BodyPublishers.ofString(call.body()));
            try {
                int status = client.send(request.build(), HttpResponse.BodyHandlers.discarding()).statusCode();
                if (status != call.expected()) {
                    System.err.println("warm-up: " + call.method() + " " + call.path() + " answered " + status
                            + ", expected " + call.expected());
                    allExpected = false;
                }
            } catch (Exception e) {
                System.err.println("warm-up: " + call.method() + " " + call.path() + " failed: " + e.getClass().getName());
                allExpected = false;
            }
        }
        return allExpected;
    }
}
