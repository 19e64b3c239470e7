package dev.cairn.quality;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cairn.api.ProblemException;
import dev.cairn.api.QualityCards.Target;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The normal form of a target and its card id. */
class CardTargetsTest {
    private static final String DIGEST = "sha256:" + "ab".repeat(32);

    private static Target target(String domain, String endpoint, String taskCategory) {
        return CardTargets.normalize("mcp_server", domain, endpoint, "1.0", taskCategory, null, null);
    }

    private static String endpoint(String endpoint) {
        return target("example.com", endpoint, "search").canonicalEndpoint();
    }

    private static void assertInvalid(Runnable normalize, String code, String pointer) {
        assertThatThrownBy(normalize::run).isInstanceOfSatisfying(ProblemException.class, e -> {
            assertThat(e.problem().status()).isEqualTo(422);
            assertThat(e.problem().code()).isEqualTo(code);
            assertThat(e.problem().errors()).singleElement().satisfies(error ->
                    assertThat(error.pointer()).isEqualTo(pointer));
        });
    }

    @Test
    void theDomainIsLowerCaseAsciiWithoutAFinalDot() {
        assertThat(target(" Tools.Example.COM. ", "https://example.com", "search").providerDomain())
                .isEqualTo("tools.example.com");
        assertThat(target("Bücher.example", "https://example.com", "search").providerDomain())
                .isEqualTo("xn--bcher-kva.example");
    }

    @Test
    void aDomainThatIsNotAHostNameIsRefused() {
        for (String domain : List.of("", "exa mple.com", "example..com", "-example.com", "example.com/path")) {
            assertInvalid(() -> target(domain, "https://example.com", "search"), "invalid_provider_domain",
                    "/provider_domain");
        }
    }

    @Test
    void theEndpointLosesTrailingSlashesDefaultPortsAndCaseOfSchemeAndHost() {
        assertThat(endpoint("HTTPS://Tools.Example.COM:443/MCP/V1//")).isEqualTo("https://tools.example.com/MCP/V1");
        assertThat(endpoint("http://example.com:80/")).isEqualTo("http://example.com");
        assertThat(endpoint("https://example.com")).isEqualTo("https://example.com");
        assertThat(endpoint("https://example.com:8443/mcp")).isEqualTo("https://example.com:8443/mcp");
        assertThat(endpoint("http://example.com:443/mcp")).isEqualTo("http://example.com:443/mcp");
        assertThat(endpoint("https://Bücher.Example./mcp")).isEqualTo("https://xn--bcher-kva.example/mcp");
        assertThat(endpoint("https://[2001:DB8::1]:8443/mcp/")).isEqualTo("https://[2001:db8::1]:8443/mcp");
    }

    @Test
    void anEndpointWithUserInfoQueryOrFragmentIsRefused() {
        for (String endpoint : List.of("https://user:secret@example.com/mcp", "https://example.com/mcp?key=secret",
                "https://example.com/mcp#secret", "https://example.com/mcp?")) {
            assertInvalid(() -> endpoint(endpoint), "invalid_canonical_endpoint", "/canonical_endpoint");
        }
    }

    @Test
    void anEndpointThatIsNotAnAbsoluteHttpUrlIsRefused() {
        for (String endpoint : List.of("ftp://example.com", "example.com/mcp", "/mcp", "https://", "https://exa mple")) {
            assertInvalid(() -> endpoint(endpoint), "invalid_canonical_endpoint", "/canonical_endpoint");
        }
    }

    @Test
    void theTaskCategoryIsTrimmedLowerCaseWithSingleSpaces() {
        assertThat(target("example.com", "https://example.com", "  Invoice \t\n Extraction ").taskCategory())
                .isEqualTo("invoice extraction");
        assertInvalid(() -> target("example.com", "https://example.com", " \t "), "invalid_task_category",
                "/task_category");
    }

    @Test
    void theRegionIsTrimmedLowerCaseAndTheDigestPrefixed() {
        Target target = CardTargets.normalize("api", "example.com", "https://example.com", "v2", "search",
                "ab".repeat(32), " EU-West ");
        assertThat(target.region()).isEqualTo("eu-west");
        assertThat(target.interfaceDigest()).isEqualTo(DIGEST);
        assertThat(target.version()).isEqualTo("v2");
        assertInvalid(() -> CardTargets.normalize("api", "example.com", "https://example.com", "v2", "search", null,
                "  "), "invalid_region", "/region");
    }

    @Test
    void equalNormalFormsShareOneCard() {
        assertThat(CardTargets.cardId(target("Tools.Example.COM.", "HTTPS://tools.example.com:443/mcp/", " Search")))
                .isEqualTo(CardTargets.cardId(target("tools.example.com", "https://tools.example.com/mcp", "search")));
    }

    @Test
    void theCardIdOfAKnownTargetNeverChanges() {
        // Changing this id would orphan every stored card: ids are derived, never looked up by target.
        Target target = new Target("mcp_server", "tools.example.com", "https://tools.example.com/mcp", "1.0",
                "invoice extraction", DIGEST, "eu");
        assertThat(CardTargets.cardId(target)).isEqualTo("tmc_884e5477fc6b463d0ab7066d91c89e081724cf0f");
    }

    @Test
    void targetsDifferingInAnyOneFieldHaveDifferentCards() {
        Target base = new Target("mcp_server", "tools.example.com", "https://tools.example.com/mcp", "1.0",
                "search", DIGEST, "eu");
        List<Target> variants = List.of(base,
                new Target("api", "tools.example.com", "https://tools.example.com/mcp", "1.0", "search", DIGEST, "eu"),
                new Target("mcp_server", "example.com", "https://tools.example.com/mcp", "1.0", "search", DIGEST, "eu"),
                new Target("mcp_server", "tools.example.com", "https://tools.example.com", "1.0", "search", DIGEST, "eu"),
                new Target("mcp_server", "tools.example.com", "https://tools.example.com/mcp", "1.1", "search", DIGEST,
                        "eu"),
                new Target("mcp_server", "tools.example.com", "https://tools.example.com/mcp", "1.0", "searc", DIGEST,
                        "eu"),
                new Target("mcp_server", "tools.example.com", "https://tools.example.com/mcp", "1.0", "search", null,
                        "eu"),
                new Target("mcp_server", "tools.example.com", "https://tools.example.com/mcp", "1.0", "search", DIGEST,
                        null),
                new Target("mcp_server", "tools.example.com", "https://tools.example.com/mcp", "1.0", "search", DIGEST,
                        "-"));
        Set<String> ids = new HashSet<>();
        for (Target variant : variants) {
            String id = CardTargets.cardId(variant);
            assertThat(id).matches("tmc_[0-9a-f]{40}");
            ids.add(id);
        }
        assertThat(ids).hasSize(variants.size());
    }

    @Test
    void fieldsCannotShiftIntoTheirNeighbours() {
        Target split = new Target("mcp_server", "tools.example.com", "https://tools.example.com/mcp", "1.0\nsearch",
                "x", null, null);
        Target shifted = new Target("mcp_server", "tools.example.com", "https://tools.example.com/mcp", "1.0",
                "search\nx", null, null);
        assertThat(CardTargets.cardId(split)).isNotEqualTo(CardTargets.cardId(shifted));
    }
}
