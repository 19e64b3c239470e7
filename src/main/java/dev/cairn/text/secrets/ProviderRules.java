package dev.cairn.text.secrets;

import static dev.cairn.text.secrets.Rule.END;
import static dev.cairn.text.secrets.Rule.START;
import static dev.cairn.text.secrets.Rule.of;
import static dev.cairn.text.secrets.Rule.token;

import dev.cairn.text.secrets.Rule.Basis;
import java.util.List;

/**
 * More provider tokens recognised by a documented, distinctive prefix: hosting and deployment, CI and code
 * quality, artifact stores, regional clouds, payment, messaging, product analytics and AI APIs. Prefixes
 * of three characters or fewer ({@code re_}, {@code fc-}, {@code sk_}, {@code pk_}, {@code sl.}) are paired
 * with a body shape specific enough to stand on its own (a fixed length and alphabet, an inner separator, or
 * at least 130 characters).
 */
final class ProviderRules {
    private static final double B62 = 3.0;
    private static final double HEX = 2.8;
    /** A lowercase UUID, the body of several providers' tokens. */
    static final String UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";

    private ProviderRules() {
    }

    static List<Rule> all() {
        return List.of(
                // Hosting and deployment
                // Cloudflare's scannable formats (2026): a prefix, 40 characters, then a checksum of undocumented length.
                token("cloudflare-user-api-token", "cloudflare", "cfut_", "[A-Za-z0-9_\\-]{42,56}", B62),
                token("cloudflare-account-api-token", "cloudflare", "cfat_", "[A-Za-z0-9_\\-]{42,56}", B62),
                token("cloudflare-prefixed-global-api-key", "cloudflare", "cfk_", "[A-Za-z0-9_\\-]{42,56}", B62),
                token("cloudflare-origin-ca-key", "cloudflare", "v1.0-", "[a-f0-9]{24}-[a-f0-9]{146}", HEX),
                of("vercel-token", "vercel", Basis.PREFIX, List.of("vcp_", "vci_", "vca_", "vcr_", "vck_"),
                        START + "(?P<s>vc[piark]_[A-Za-z0-9]{24,80})" + END, B62).anchored(Rule.Anchor.HIT),
                token("flyio-access-token", "fly", "fo1_", "[A-Za-z0-9_\\-]{43}", B62),
                token("flyio-macaroon-token", "fly", "fm2_", "[A-Za-z0-9+/]{100,1000}={0,2}", B62).reaching(1100),
                token("render-api-key", "render", "rnd_", "[A-Za-z0-9]{24,40}", B62),
                token("neon-api-key", "neon", "napi_", "[a-z0-9]{64}", B62),
                token("supabase-secret-key", "supabase", "sb_secret_", "[A-Za-z0-9_\\-]{31,48}", B62),
                token("scalingo-api-token", "scalingo", "tk-us-", "[A-Za-z0-9_\\-]{48}", B62),
                token("tailscale-key", "tailscale", "tskey-",
                        "(?:api|auth|client|webhook|scim)-[A-Za-z0-9]{7,20}-[A-Za-z0-9]{20,64}", B62),
                token("doppler-service-token", "doppler", "dp.st.", "(?:[a-z0-9_\\-]{2,35}\\.)?[A-Za-z0-9]{40,44}", B62),
                token("doppler-cli-token", "doppler", "dp.ct.", "[A-Za-z0-9]{40,44}", B62),
                token("doppler-service-account-token", "doppler", "dp.sa.", "[A-Za-z0-9]{40,44}", B62),
                // CI, code quality and artifact stores
                token("circleci-pat", "circleci", "CCIPAT_", "[A-Za-z0-9]{22}_[a-f0-9]{40}", B62),
                token("sonarqube-user-token", "sonarqube", "squ_", "[a-f0-9]{40}", HEX),
                token("sonarqube-project-token", "sonarqube", "sqp_", "[a-f0-9]{40}", HEX),
                token("sonarqube-global-analysis-token", "sonarqube", "sqa_", "[a-f0-9]{40}", HEX),
                token("harness-pat", "harness", "pat.", "[A-Za-z0-9_\\-]{22}\\.[a-f0-9]{24}\\.[A-Za-z0-9]{20}", B62),
                token("jfrog-api-key", "jfrog", "AKCp", "[A-Za-z0-9]{69}", B62),
                // Base64 of "reftkn:01:", the fixed head of every JFrog reference token.
                token("jfrog-reference-token", "jfrog", "cmVmdGtuOjAxOj", "[A-Za-z0-9]{50}", B62),
                token("readme-api-key", "readme", "rdme_", "[a-z0-9]{70}", B62),
                token("bitbucket-data-center-token", "atlassian", "BBDC-", "[A-Za-z0-9+/@_]{44}", B62),
                token("clojars-deploy-token", "clojars", "CLOJARS_", "[a-f0-9]{60}", HEX),
                // Swarm join tokens: a base-36 digest of the cluster's root CA, then the secret; unlock keys: 32 bytes.
                token("docker-swarm-join-token", "docker", "SWMTKN-1-", "[0-9a-z]{50}-[0-9a-z]{25}", B62),
                token("docker-swarm-unlock-key", "docker", "SWMKEY-1-", "[A-Za-z0-9+/]{43}", B62),
                token("defined-networking-api-key", "defined", "dnkey-", "[A-Z2-7]{26}-[A-Z2-7]{52}", B62),
                token("wundergraph-cosmo-api-key", "wundergraph", "cosmo_", "[a-f0-9]{32}", HEX),
                // The client and access tokens of an EdgeGrid credential; the same shape before a dot is the API host name.
                of("akamai-edgegrid-token", "akamai", Basis.PREFIX, List.of("akab-"),
                        START + "(?P<s>akab-[a-z0-9]{16}-[a-z0-9]{16})(?:[^A-Za-z0-9_.\\-]|$)", 3.0)
                        .anchored(Rule.Anchor.HIT),
                // Amazon Bedrock long-term API keys.
                token("aws-bedrock-api-key", "aws", "ABSK", "[A-Za-z0-9+/]{100,200}={0,2}", B62),
                // Salesforce session and OAuth access tokens: the 15-character org id, '!', then the session secret.
                of("salesforce-access-token", "salesforce", Basis.PREFIX, List.of("00D"),
                        START + "(?P<s>00D[A-Za-z0-9]{12}![A-Za-z0-9._]{80,200})" + END, B62).anchored(Rule.Anchor.HIT),
                // Regional clouds
                token("alibaba-access-key-id", "alibaba", "LTAI", "[A-Za-z0-9]{12,20}", B62),
                token("tencent-secret-id", "tencent", "AKID", "[A-Za-z0-9]{32}", B62),
                token("yandex-api-key", "yandex", "AQVN", "[A-Za-z0-9_\\-]{35,38}", B62),
                of("yandex-oauth-token", "yandex", Basis.PREFIX, List.of("y0_", "y1_", "y2_", "y3_"),
                        START + "(?P<s>y[0-3]_[A-Za-z0-9_\\-]{50,70})" + END, B62).anchored(Rule.Anchor.HIT),
                // Payment and commerce
                token("braintree-access-token", "braintree", "access_token$production$", "[0-9a-z]{16}\\$[0-9a-f]{32}", HEX),
                token("paddle-api-key", "paddle", "pdl_",
                        "(?:live|sdbx)_apikey_[0-9a-z]{26}_[A-Za-z0-9]{22}_[A-Za-z0-9]{3}", B62),
                token("duffel-live-token", "duffel", "duffel_live_", "[A-Za-z0-9_\\-]{43}", B62),
                token("flutterwave-secret-key", "flutterwave", "FLWSECK-", "[a-f0-9]{32}-X", HEX),
                of("plaid-access-token", "plaid", Basis.PREFIX, List.of("access-production-", "access-development-"),
                        START + "(?P<s>access-(?:production|development)-" + UUID + ")" + END, HEX)
                        .anchored(Rule.Anchor.HIT),
                // Messaging, email and collaboration
                token("resend-api-key", "resend", "re_", "[A-Za-z0-9]{8}_[A-Za-z0-9]{24}", B62),
                token("brevo-api-key", "brevo", "xkeysib-", "[a-f0-9]{64}-[A-Za-z0-9]{16}", HEX),
                token("brevo-smtp-key", "brevo", "xsmtpsib-", "[a-f0-9]{64}-[A-Za-z0-9]{16}", HEX),
                of("hubspot-private-app-token", "hubspot", Basis.PREFIX, List.of("pat-na", "pat-eu", "pat-ap"),
                        START + "(?P<s>pat-(?:na|eu|ap)[0-9]-" + UUID + ")" + END, HEX).anchored(Rule.Anchor.HIT),
                token("contentful-pat", "contentful", "CFPAT-", "[A-Za-z0-9_\\-]{43}", B62),
                token("clickup-pat", "clickup", "pk_", "[0-9]{6,10}_[A-Z0-9]{32}", B62),
                token("dropbox-short-lived-token", "dropbox", "sl.", "(?:u\\.)?[A-Za-z0-9_\\-]{130,1000}", B62)
                        .reaching(1100),
                of("teams-incoming-webhook-url", "microsoft", Basis.PREFIX, List.of(".webhook.office.com/webhookb2/"),
                        "(?P<s>https://[a-z0-9\\-]+\\.webhook\\.office\\.com/webhookb2/" + UUID + "@" + UUID
                                + "/IncomingWebhook/[a-f0-9]{32}/" + UUID + "(?:/[A-Za-z0-9_\\-]{40,50})?)", HEX),
                // Product analytics and feature flags
                token("posthog-personal-api-key", "posthog", "phx_", "[A-Za-z0-9]{43}", B62),
                token("segment-public-api-token", "segment", "sgp_", "[A-Za-z0-9]{64}", B62),
                // STRUCTURE, not PREFIX: as prefixes api- and sdk- would stop the generic rules judging any value so named.
                of("launchdarkly-key", "launchdarkly", Basis.STRUCTURE, List.of("api-", "sdk-"),
                        START + "(?P<s>(?:api|sdk)-" + UUID + ")" + END, HEX).anchored(Rule.Anchor.HIT),
                // AI APIs
                token("pinecone-api-key", "pinecone", "pcsk_", "[A-Za-z0-9]{5,6}_[A-Za-z0-9]{60,70}", B62),
                token("tavily-api-key", "tavily", "tvly-", "(?:dev-|prod-)?[A-Za-z0-9]{32}", B62),
                token("firecrawl-api-key", "firecrawl", "fc-", "[a-f0-9]{32}", HEX),
                token("together-api-key", "together", "tgp_v1_", "[A-Za-z0-9_\\-]{43}", B62),
                token("llamacloud-api-key", "llamaindex", "llx-", "[A-Za-z0-9_\\-]{48}", B62),
                // X (Twitter) app-only bearer tokens open with a run of 21 or more A's and are URL-encoded as issued
                // (%3D, %2B): the escape tells them from a base64 blob's run of zero bytes.
                token("x-bearer-token", "x", "AAAAAAAAAAAAAAAAAAAAA", "A*[A-Za-z0-9%]{80,200}", B62)
                        .validated("structure", token -> token.contains("%")),
                token("openrouter-api-key", "openrouter", "sk-or-v1-", "[a-f0-9]{64}", HEX),
                token("elevenlabs-api-key", "elevenlabs", "sk_", "[a-f0-9]{48}", HEX));
    }
}
