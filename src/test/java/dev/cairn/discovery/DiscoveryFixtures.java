package dev.cairn.discovery;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cairn.access.x402.X402Config;
import dev.cairn.catalog.Catalog;
import dev.cairn.catalog.Operation;
import dev.cairn.catalog.ToolSpec;
import dev.cairn.control.action.ActionService;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.regex.MatchResult;
import java.util.regex.Pattern;

/** The catalog's tools without their services, and helpers the generator tests share. */
final class DiscoveryFixtures {
    static final String VERSION = "7.5.0";
    static final Links LINKS = new Links("https://cairn.example.com");
    static final X402Rail RAIL = X402Rail.of(new X402Config());
    static final List<ToolSpec> TOOLS = List.of(ActionService.FINGERPRINT_ACTION, ActionService.LOCK_ACTION_INTENT,
            ActionService.LOCK_ACTION, ActionService.CHECK_ACTION, ActionService.COMPLETE_ACTION,
            ActionService.RELEASE_ACTION);

    private DiscoveryFixtures() {
    }

    static List<Operation<?>> operations() {
        Catalog.Builder catalog = Catalog.builder();
        TOOLS.forEach(tool -> catalog.add(tool, Object.class, (request, caller) -> request));
        return catalog.build().operations();
    }

    static OpenApiDocument openApi() {
        return openApi(operations(), false);
    }

    /** The document of {@code operations}, with pay-per-call enabled or not. */
    static OpenApiDocument openApi(List<Operation<?>> operations, boolean payPerCall) {
        List<ToolSpec> first = TOOLS.subList(0, 1);
        return new OpenApiDocument(operations, VERSION, new OpenApiDiscovery(new AgentManifest(first, VERSION),
                new LlmsText(first, VERSION), VERSION, RAIL, List.of()), payPerCall);
    }

    private static final Pattern URL = Pattern.compile("[a-z][a-z0-9+.-]*://[^\\s)\\]\"`]+");

    record Text(String pointer, String value) {
    }

    /** Every URL written in {@code text}. */
    static List<String> urls(String text) {
        return URL.matcher(text).results().map(MatchResult::group).toList();
    }

    /** Every string in {@code node} (member names excluded) with its JSON pointer. */
    static List<Text> strings(JsonNode node) {
        List<Text> found = new ArrayList<>();
        collect(node, "", found);
        return found;
    }

    private static void collect(JsonNode node, String at, List<Text> found) {
        if (node.isTextual()) {
            found.add(new Text(at, node.textValue()));
        } else if (node.isObject()) {
            for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> field = it.next();
                collect(field.getValue(), at + "/" + field.getKey().replace("~", "~0").replace("/", "~1"), found);
            }
        } else if (node.isArray()) {
            for (int i = 0; i < node.size(); i++) {
                collect(node.get(i), at + "/" + i, found);
            }
        }
    }
}
