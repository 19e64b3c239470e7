package dev.cairn.http;

import static dev.cairn.TestCatalog.CATALOG;
import static org.junit.jupiter.api.DynamicContainer.dynamicContainer;
import static org.junit.jupiter.api.DynamicTest.dynamicTest;

import dev.cairn.api.Access;
import dev.cairn.catalog.Operation;
import dev.cairn.testing.Contract;
import dev.cairn.testing.Findings;
import dev.cairn.testing.Probe;
import dev.cairn.testing.Sentinels;
import dev.cairn.testing.SharedAppTest;
import dev.cairn.testing.Wire;
import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * No error echoes what the caller sent. For every catalog route, /mcp in both eras and the other paths,
 * secret-shaped sentinels (distinct per placement) go into member names, values, headers and path
 * segments; no answer (status line, headers, body) may carry one, unless a successful answer returns that
 * field by design. Every answer is also held to "no 5xx, no stack trace".
 */
class EchoIT extends SharedAppTest {
    private static final Sentinels SENTINELS = new Sentinels(0x5EC12E7L);
    private static final List<String> PAGE_KINDS = List.of("approve", "veto", "quorum", "escalation");
    private static Contract contract;

    @BeforeAll
    static void contract() {
        contract = new Contract(URI.create(app.url("/")).getPort(), SENTINELS);
    }

    @AfterAll
    static void report() throws IOException {
        String report = "EchoIT: " + contract.statuses().values().stream().mapToInt(Integer::intValue).sum()
                + " requests, " + SENTINELS.count() + " sentinels, statuses " + contract.statuses() + "\n"
                + contract.findings().report();
        System.out.println(report);
        Files.writeString(Path.of("target", "echo-report.txt"), report);
    }

    @TestFactory
    Stream<DynamicContainer> restBodies() {
        return CATALOG.operations().stream().map(operation -> {
            String path = operation.spec().path();
            List<DynamicTest> tests = EchoBodies.of(operation.inputSchema(), "POST " + path, SENTINELS).stream()
                    .map(variant -> test(Probe.http("POST " + path, variant.kind(), "POST", path, headers(operation),
                            variant.body()).returning(variant.byDesign())))
                    .toList();
            return dynamicContainer("POST " + path, tests);
        });
    }

    @TestFactory
    Stream<DynamicContainer> restHeadersAndPaths() {
        return CATALOG.operations().stream().map(operation -> {
            String path = operation.spec().path();
            String route = "POST " + path;
            String body = operation.inputSchema().path("examples").get(0).toString();
            List<DynamicTest> tests = new ArrayList<>();
            String s = SENTINELS.mint("Accept header of an OPTIONS request @ " + route);
            tests.add(test(Probe.http(route, "Accept header of an OPTIONS request", "OPTIONS", path,
                    Wire.headers("Accept", s + "/" + s), (String) null)));
            String[][] forms = {
                    {"Authorization", "Bearer %s"}, {"Authorization", "Basic %s"}, {"Authorization", "%s"},
                    {"Authorization", "Bearer cairn_live_%s"}, {"Content-Type", "application/%s"},
                    {"Content-Type", "%s/json"}, {"Content-Type", "application/json; charset=%s"},
                    {"Content-Type", "application/json; %s=1"}, {"Accept", "application/%s"}, {"Accept", "%s/%<s"},
                    {"Accept", "application/json;q=%s"}};
            for (String[] form : forms) {
                String kind = form[0] + " header: " + form[1].replace("%<s", "%s");
                s = SENTINELS.mint(kind + " @ " + route);
                List<String[]> headers = headers(operation);
                headers.removeIf(header -> header[0].equalsIgnoreCase(form[0]));
                headers.add(new String[] {form[0], String.format(form[1], s)});
                tests.add(test(Probe.http(route, kind, "POST", path, headers, body)));
            }
            for (String form : new String[] {"%s/%s", "%s;%s=1", "%s?%s=1", "%s?q=%s", "%s/%s/"}) {
                String kind = "path or query: " + form.replaceFirst("%s", "<route>");
                s = SENTINELS.mint(kind + " @ " + route);
                tests.add(test(Probe.http(route, kind, "POST", String.format(form, path, s), headers(operation), body)));
            }
            return dynamicContainer(route, tests);
        });
    }

    @TestFactory
    Stream<DynamicNode> otherPaths() {
        List<String> templates = new ArrayList<>(List.of("/v1/%s", "/v1/actions/%s", "/signal/%s", "/signal/%s/x",
                "/pages/%s", "/%s", "/mcp/%s", "/openapi.json/%s", "/.well-known/%s", "/health?%s=1", "/llms.txt;%s"));
        PAGE_KINDS.forEach(kind -> templates.addAll(List.of("/" + kind + "/%s", "/" + kind + "/%s/", "/" + kind + "/x/%s")));
        List<DynamicNode> nodes = new ArrayList<>();
        for (String method : new String[] {"GET", "POST"}) {
            List<DynamicTest> tests = new ArrayList<>();
            for (String template : templates) {
                String kind = "path segment: " + method + " " + template;
                String s = SENTINELS.mint(kind + " @ " + template);
                String target = String.format(template, s);
                tests.add(test(Probe.http(method + " " + template, kind, method, target,
                        Wire.headers("Content-Type", "application/json", "Accept", "*/*"),
                        method.equals("POST") ? "{}" : null)));
            }
            nodes.add(dynamicContainer(method, tests));
        }
        for (String path : new String[] {"/mcp", "/openapi.json", "/health", "/approve/x", "/pages/page.css", "/signal/x"}) {
            String s = SENTINELS.mint("Accept header of an OPTIONS request @ " + path);
            nodes.add(test(Probe.http("OPTIONS " + path, "Accept header of an OPTIONS request: " + path, "OPTIONS", path,
                    Wire.headers("Accept", s + "/" + s), (String) null)));
        }
        String s = SENTINELS.mint("signal delivery: text/plain body's Content-Type parameter @ /signal/{token}");
        nodes.add(test(Probe.http("POST /signal/{token}", "signal delivery Content-Type", "POST", "/signal/"
                + SENTINELS.mint("path segment: signal token @ /signal/{token}"),
                Wire.headers("Content-Type", "text/plain; charset=" + s), "hello")));
        return nodes.stream();
    }

    @TestFactory
    Stream<DynamicContainer> mcp() {
        List<DynamicContainer> containers = new ArrayList<>();
        for (boolean modern : new boolean[] {false, true}) {
            EchoMcp mcp = new EchoMcp(SENTINELS, key, modern);
            String era = modern ? "2026-07-28" : "2025-11-25";
            containers.add(dynamicContainer("/mcp " + era + " protocol", mcp.protocolPlacements().stream().map(this::test)));
            for (Operation<?> tool : CATALOG.tools()) {
                String name = tool.spec().name();
                List<DynamicTest> tests = EchoBodies.of(tool.inputSchema(), "/mcp " + era + " tools/call " + name,
                        SENTINELS).stream()
                        .map(variant -> test(mcp.call("arguments: " + variant.kind(), name, variant.body())
                                .returning(variant.byDesign())))
                        .toList();
                containers.add(dynamicContainer("/mcp " + era + " tools/call " + name, tests));
            }
        }
        return containers.stream();
    }

    private List<String[]> headers(Operation<?> operation) {
        List<String[]> headers = Wire.headers("Content-Type", "application/json", "Accept", "application/json");
        if (operation.spec().access() != Access.PUBLIC) {
            headers.add(new String[] {"Authorization", "Bearer " + key});
        }
        return headers;
    }

    private DynamicTest test(Probe probe) {
        return dynamicTest(probe.mutation(), () -> {
            List<Findings.Finding> violations = contract.send(probe).violations();
            if (!violations.isEmpty()) {
                throw new AssertionError(violations.stream().map(Findings.Finding::describe)
                        .collect(Collectors.joining("\n")));
            }
        });
    }
}
