package dev.cairn.text.secrets;

import static dev.cairn.text.secrets.ContextRules.ASSIGN;
import static dev.cairn.text.secrets.ProviderRules.UUID;
import static dev.cairn.text.secrets.Rule.END;
import static dev.cairn.text.secrets.Rule.of;

import dev.cairn.text.secrets.Rule.Basis;
import java.util.List;

/**
 * Provider credentials without a distinctive prefix: a value of the documented shape counts only when it is
 * assigned to a key naming its provider ({@code CLOUDFLARE_API_TOKEN=...}, {@code okta.token: 00...}).
 * Also WireGuard's {@code PrivateKey =} and JDBC URLs carrying a {@code password=} parameter.
 */
final class ProviderContextRules {
    private ProviderContextRules() {
    }

    static List<Rule> all() {
        return List.of(
                assigned("cloudflare-api-token", "cloudflare", List.of("cloudflare", "cf_api"),
                        "(?:cloudflare|cf)[\\w.\\-]*?(?:api[_\\-]?)?token", "[A-Za-z0-9_\\-]{40}", 3.0),
                assigned("cloudflare-global-api-key", "cloudflare", List.of("cloudflare", "cf_api"),
                        "(?:cloudflare|cf)[\\w.\\-]*?(?:global[_\\-]?)?api[_\\-]?key", "[a-f0-9]{37,45}", 2.8),
                assigned("okta-api-token", "okta", List.of("okta"), "okta[\\w.\\-]*?(?:api[_\\-]?)?token",
                        "00[A-Za-z0-9_\\-]{40}", 3.0),
                assigned("algolia-admin-api-key", "algolia", List.of("algolia"),
                        "algolia[\\w.\\-]*?admin[_\\-]?(?:api[_\\-]?)?key", "[a-f0-9]{32}", 2.8),
                assigned("datadog-api-key", "datadog", List.of("datadog", "dd_api_key", "dd-api-key"),
                        "(?:datadog|dd)[_\\-]?api[_\\-]?key", "[a-f0-9]{32}", 2.8),
                assigned("datadog-app-key", "datadog", List.of("datadog", "dd_app", "dd-app"),
                        "(?:datadog|dd)[_\\-]?app(?:lication)?[_\\-]?key", "[a-f0-9]{40}", 2.8),
                assigned("azure-devops-pat", "azure", List.of("azure_devops", "azure-devops", "azuredevops", "ado_pat"),
                        "(?:azure[_\\-]?devops|ado)[\\w.\\-]*?(?:pat|token)", "[a-z2-7]{52}", 3.0),
                assigned("ibm-cloud-api-key", "ibm", List.of("ibm"), "ibm[\\w.\\-]*?api[_\\-]?key",
                        "[A-Za-z0-9_\\-]{44}", 3.0),
                assigned("mistral-api-key", "mistral", List.of("mistral"), "mistral[\\w.\\-]*?(?:api[_\\-]?)?key",
                        "[A-Za-z0-9]{32}", 3.0),
                assigned("cohere-api-key", "cohere", List.of("cohere", "co_api_key"),
                        "(?:cohere|co)[\\w.\\-]*?(?:api[_\\-]?)?key", "[A-Za-z0-9]{40}", 3.0),
                assigned("deepseek-api-key", "deepseek", List.of("deepseek"), "deepseek[\\w.\\-]*?(?:api[_\\-]?)?key",
                        "sk-[a-f0-9]{32}", 2.8),
                assigned("snyk-api-token", "snyk", List.of("snyk"), "snyk[\\w.\\-]*?token", UUID, 2.8),
                assigned("codecov-token", "codecov", List.of("codecov"), "codecov[\\w.\\-]*?token", UUID, 2.8),
                assigned("railway-token", "railway", List.of("railway"), "railway[\\w.\\-]*?token", UUID, 2.8),
                assigned("postmark-token", "postmark", List.of("postmark"), "postmark[\\w.\\-]*?token", UUID, 2.8),
                assigned("mongodb-atlas-private-key", "mongodb", List.of("atlas"), "atlas[\\w.\\-]*?private[_\\-]?key",
                        UUID, 2.8),
                assigned("gitea-token", "gitea", List.of("gitea"), "gitea[\\w.\\-]*?token", "[a-f0-9]{40}", 2.8),
                assigned("travis-ci-token", "travis", List.of("travis"), "travis[\\w.\\-]*?(?:api[_\\-]?)?token",
                        "[A-Za-z0-9_\\-]{22}", 3.0),
                assigned("asana-pat", "asana", List.of("asana"), "asana[\\w.\\-]*?(?:pat|token)",
                        "[0-9]/[0-9]{16}(?:/[0-9]{16})?:[a-f0-9]{32}", 2.8),
                assigned("zendesk-api-token", "zendesk", List.of("zendesk"), "zendesk[\\w.\\-]*?(?:api[_\\-]?)?token",
                        "[A-Za-z0-9]{40}", 3.0),
                assigned("mailjet-secret-key", "mailjet", List.of("mailjet", "mj_apikey_private"),
                        "(?:mailjet[\\w.\\-]*?(?:api[_\\-]?)?secret(?:[_\\-]?key)?|mj_apikey_private)", "[a-f0-9]{32}", 2.8),
                assigned("twitch-secret", "twitch", List.of("twitch"),
                        "twitch[\\w.\\-]*?(?:client[_\\-]?secret|token)", "[a-z0-9]{30}", 3.0),
                assigned("confluent-api-secret", "confluent", List.of("confluent"),
                        "confluent[\\w.\\-]*?(?:api[_\\-]?)?secret", "[A-Za-z0-9+/]{64}", 3.0),
                assigned("auth0-client-secret", "auth0", List.of("auth0"), "auth0[\\w.\\-]*?client[_\\-]?secret",
                        "[A-Za-z0-9_\\-]{64}", 3.0),
                assigned("paypal-client-secret", "paypal", List.of("paypal"),
                        "paypal[\\w.\\-]*?(?:client[_\\-]?)?secret", "[A-Za-z0-9_\\-]{80}", 3.0),
                // Public by design: Rollbar client tokens, Amplitude API keys and Mixpanel project tokens ship to browsers.
                assigned("rollbar-server-token", "rollbar", List.of("rollbar"),
                        "rollbar[\\w.\\-]*?(?:server|access|write|read)[_\\-]?(?:access[_\\-]?)?token", "[a-f0-9]{32}", 2.8),
                assigned("amplitude-secret-key", "amplitude", List.of("amplitude"), "amplitude[\\w.\\-]*?secret[_\\-]?key",
                        "[a-f0-9]{32}", 2.8),
                assigned("mixpanel-api-secret", "mixpanel", List.of("mixpanel"),
                        "mixpanel[\\w.\\-]*?(?:api[_\\-]?)?secret", "[a-f0-9]{32}", 2.8),
                // A Curve25519 key is 32 bytes: 43 base64 characters, the last holding 2 bits of padding, then '='.
                of("wireguard-private-key", "wireguard", Basis.KEYWORD, List.of("PrivateKey"),
                        "PrivateKey[ \\t]*=[ \\t]*(?P<s>[A-Za-z0-9+/]{42}[AEIMQUYcgkosw048]=)(?:[^A-Za-z0-9+/=]|$)", 3.0)
                        .anchored(Rule.Anchor.HIT),
                of("jdbc-url-password", "jdbc", Basis.STRUCTURE, List.of("jdbc:"),
                        "jdbc:[a-z0-9]+:[^\\s\"'<>]*?[;?&](?i:password|pwd)=(?P<s>[^;&\\s\"'<>]{1,128})", 0)
                        .reaching(512).anchored(Rule.Anchor.HIT));
    }

    /** A value of {@code shape} assigned to a key matching {@code key} (case-insensitive), tried at the keyword. */
    private static Rule assigned(String id, String provider, List<String> keywords, String key, String shape,
                                 double minEntropy) {
        return of(id, provider, Basis.KEYWORD, keywords, "(?i:" + key + ")" + ASSIGN + "(?P<s>" + shape + ")" + END,
                minEntropy).anchored(Rule.Anchor.HIT);
    }
}
