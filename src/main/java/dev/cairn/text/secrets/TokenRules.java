package dev.cairn.text.secrets;

import static dev.cairn.text.secrets.Rule.END;
import static dev.cairn.text.secrets.Rule.START;
import static dev.cairn.text.secrets.Rule.of;
import static dev.cairn.text.secrets.Rule.token;

import dev.cairn.text.secrets.Rule.Basis;

import java.util.List;

/**
 * Provider tokens recognised by a documented, distinctive prefix and body shape. Each line is written from
 * the issuer's published format; where the format carries a checksum it is verified.
 */
final class TokenRules {
    /** Entropy floor for random base62/base64 bodies and for hex bodies (bits per character, 16-char window). */
    private static final double B62 = 3.0;
    private static final double HEX = 2.8;

    private TokenRules() {
    }

    static List<Rule> all() {
        return List.of(
                // Source hosting and CI
                crc32Token("github-classic-pat", "github", "ghp_"),
                crc32Token("github-oauth-token", "github", "gho_"),
                crc32Token("github-user-to-server-token", "github", "ghu_"),
                crc32Token("github-server-to-server-token", "github", "ghs_"),
                crc32Token("github-refresh-token", "github", "ghr_"),
                token("github-fine-grained-pat", "github", "github_pat_", "[A-Za-z0-9]{22}_[A-Za-z0-9]{59}", B62),
                token("gitlab-pat", "gitlab", "glpat-", "[A-Za-z0-9_\\-]{20,64}(?:\\.[0-9a-z]{2}\\.[0-9a-z]{9})?", B62),
                token("gitlab-pipeline-trigger-token", "gitlab", "glptt-", "[A-Za-z0-9_\\-]{20,64}", B62),
                token("gitlab-runner-token", "gitlab", "glrt-", "[A-Za-z0-9_\\-]{20,64}", B62),
                token("gitlab-deploy-token", "gitlab", "gldt-", "[A-Za-z0-9_\\-]{20,64}", B62),
                token("gitlab-runner-registration-token", "gitlab", "GR1348941", "[A-Za-z0-9_\\-]{20,64}", B62),
                token("gitlab-ci-build-token", "gitlab", "glcbt-", "[A-Za-z0-9_\\-]{20,80}", B62),
                token("gitlab-feed-token", "gitlab", "glft-", "[A-Za-z0-9_\\-]{20,64}", B62),
                token("gitlab-oauth-app-secret", "gitlab", "gloas-", "[a-f0-9]{64}", HEX),
                token("gitlab-incoming-mail-token", "gitlab", "glimt-", "[A-Za-z0-9_\\-]{20,64}", B62),
                token("gitlab-agent-token", "gitlab", "glagent-", "[A-Za-z0-9_\\-]{40,80}", B62),
                token("gitlab-scim-token", "gitlab", "glsoat-", "[A-Za-z0-9_\\-]{20,64}", B62),
                token("gitlab-feature-flags-client-token", "gitlab", "glffct-", "[A-Za-z0-9_\\-]{20,64}", B62),
                token("gitlab-runner-auth-token-registered", "gitlab", "glrtr-", "[A-Za-z0-9_\\-]{20,64}", B62),
                token("gitlab-workspace-token", "gitlab", "glwt-", "[A-Za-z0-9_\\-]{20,64}", B62),
                token("bitbucket-app-password", "atlassian", "ATBB", "[A-Za-z0-9_=.\\-]{32,64}", B62),
                token("atlassian-api-token", "atlassian", "ATATT3", "[A-Za-z0-9_=\\-]{150,300}", B62),
                token("buildkite-user-token", "buildkite", "bkua_", "[a-f0-9]{40}", HEX),
                token("vault-service-token", "hashicorp", "hvs.", "[A-Za-z0-9_\\-]{90,120}", B62),
                token("vault-batch-token", "hashicorp", "hvb.", "[A-Za-z0-9_\\-]{90,250}", B62),
                token("pulumi-access-token", "pulumi", "pul-", "[a-f0-9]{40}", HEX),
                token("doppler-token", "doppler", "dp.pt.", "[A-Za-z0-9]{43}", B62),
                token("netlify-pat", "netlify", "nfp_", "[A-Za-z0-9]{36}", B62),
                token("prefect-api-key", "prefect", "pnu_", "[A-Za-z0-9]{36}", B62),
                // bech32 is written all upper case (as age-keygen does) or all lower case, never mixed.
                of("age-secret-key", "age", Basis.PREFIX, List.of("AGE-SECRET-KEY-1"), START
                        + "(?P<s>AGE-SECRET-KEY-1[QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L]{58}|age-secret-key-1[qpzry9x8gf2tvdw0s3jn54khce6mua7l]{58})"
                        + END, B62).anchored(Rule.Anchor.HIT).validated("checksum", Validators::bech32),
                // Cairn's own API keys (dev.cairn.access.ApiKeys): the prefix and 32 base62 characters.
                token("cairn-api-key", "cairn", "cairn_live_", "[0-9A-Za-z]{32}", B62),
                // Package registries
                crc32Token("npm-access-token", "npm", "npm_"),
                token("pypi-upload-token", "pypi", "pypi-AgEIcHlwaS5vcmc", "[A-Za-z0-9_\\-]{50,}", B62),
                token("pypi-test-upload-token", "pypi", "pypi-AgENdGVzdC5weXBpLm9yZw", "[A-Za-z0-9_\\-]{50,}", B62),
                token("dockerhub-pat", "docker", "dckr_pat_", "[A-Za-z0-9_\\-]{27}", B62),
                token("dockerhub-org-access-token", "docker", "dckr_oat_", "[A-Za-z0-9_\\-]{27,32}", B62),
                token("rubygems-api-key", "rubygems", "rubygems_", "[a-f0-9]{48}", HEX),
                token("nuget-api-key", "nuget", "oy2", "[a-z0-9]{43}", B62),
                // Cloud and infrastructure
                token("google-api-key", "google", "AIza", "[0-9A-Za-z_\\-]{35}", B62),
                token("google-oauth-client-secret", "google", "GOCSPX-", "[A-Za-z0-9_\\-]{28}", B62),
                token("google-oauth-access-token", "google", "ya29.", "[A-Za-z0-9_\\-]{50,}", B62),
                token("google-oauth-refresh-token", "google", "1//0", "[A-Za-z0-9_\\-]{40,400}", B62),
                token("digitalocean-pat", "digitalocean", "dop_v1_", "[a-f0-9]{64}", HEX),
                token("digitalocean-oauth-token", "digitalocean", "doo_v1_", "[a-f0-9]{64}", HEX),
                token("digitalocean-refresh-token", "digitalocean", "dor_v1_", "[a-f0-9]{64}", HEX),
                token("heroku-api-key-v2", "heroku", "HRKU-", "[A-Za-z0-9_\\-]{58,60}", B62),
                token("databricks-token", "databricks", "dapi", "[a-f0-9]{32}(?:-[0-9])?", HEX),
                token("planetscale-token", "planetscale", "pscale_tkn_", "[A-Za-z0-9_\\-.]{32,64}", B62),
                token("planetscale-password", "planetscale", "pscale_pw_", "[A-Za-z0-9_\\-.]{32,64}", B62),
                token("planetscale-oauth-token", "planetscale", "pscale_oauth_", "[A-Za-z0-9_\\-.]{32,64}", B62),
                token("supabase-access-token", "supabase", "sbp_", "(?:v0_)?[a-f0-9]{40}", HEX),
                token("grafana-cloud-token", "grafana", "glc_", "[A-Za-z0-9+/]{32,400}={0,2}", B62),
                token("grafana-service-account-token", "grafana", "glsa_", "[A-Za-z0-9]{32}_[a-f0-9]{8}", B62),
                token("sentry-org-token", "sentry", "sntrys_", "[A-Za-z0-9+/=_]{60,300}", B62),
                token("sentry-user-token", "sentry", "sntryu_", "[a-f0-9]{64}", HEX),
                token("newrelic-user-api-key", "newrelic", "NRAK-", "[A-Z0-9]{27}", B62),
                of("newrelic-insights-key", "newrelic", Basis.PREFIX, List.of("NRII-", "NRIQ-"),
                        START + "(?P<s>NRI[IQ]-[A-Za-z0-9_\\-]{20,40})" + END, B62).anchored(Rule.Anchor.HIT),
                // A license key is 40 characters ending in NRAL; the keyword closes the match, so its window is searched.
                of("newrelic-license-key", "newrelic", Basis.PREFIX, List.of("NRAL"),
                        START + "(?P<s>[a-z0-9]{36}NRAL)" + END, HEX),
                token("dynatrace-api-token", "dynatrace", "dt0c01.", "[A-Z0-9]{24}\\.[A-Z0-9]{64}", B62),
                token("onepassword-service-account-token", "1password", "ops_eyJ", "[A-Za-z0-9+/=_\\-]{100,}", B62),
                // Payment and commerce
                token("stripe-secret-key", "stripe", "sk_live_", "[0-9A-Za-z]{24,247}", B62),
                token("stripe-restricted-key", "stripe", "rk_live_", "[0-9A-Za-z]{24,247}", B62),
                token("stripe-webhook-secret", "stripe", "whsec_", "[A-Za-z0-9+/=]{32,64}", B62),
                of("square-access-token", "square", Basis.PREFIX, List.of("EAAA", "sq0atp-"),
                        START + "(?P<s>EAAA[A-Za-z0-9_\\-]{60}|sq0atp-[A-Za-z0-9_\\-]{22})" + END, B62)
                        .anchored(Rule.Anchor.HIT),
                token("square-oauth-secret", "square", "sq0csp-", "[A-Za-z0-9_\\-]{43}", B62),
                token("shopify-access-token", "shopify", "shpat_", "[a-fA-F0-9]{32}", HEX),
                token("shopify-custom-app-token", "shopify", "shpca_", "[a-fA-F0-9]{32}", HEX),
                token("shopify-private-app-token", "shopify", "shppa_", "[a-fA-F0-9]{32}", HEX),
                token("shopify-shared-secret", "shopify", "shpss_", "[a-fA-F0-9]{32}", HEX),
                token("shippo-live-token", "shippo", "shippo_live_", "[a-f0-9]{40}", HEX),
                token("easypost-api-key", "easypost", "EZAK", "[0-9a-zA-Z]{54}", B62),
                // Messaging and email
                token("slack-bot-token", "slack", "xoxb-", "[0-9]{8,14}-[0-9]{8,14}-[A-Za-z0-9]{20,40}", B62),
                token("slack-user-token", "slack", "xoxp-", "[0-9]{8,14}-[0-9]{8,14}-[0-9]{8,14}-[a-f0-9]{32}", HEX),
                token("slack-app-token", "slack", "xapp-", "[0-9]-[A-Z0-9]{9,12}-[0-9]{10,16}-[a-f0-9]{32,80}", HEX),
                token("slack-config-token", "slack", "xoxe.xox", "[bp]-[0-9]-[A-Za-z0-9]{100,200}", B62),
                token("slack-legacy-token", "slack", "xoxa-", "[0-9A-Za-z\\-]{20,200}", B62),
                token("slack-refresh-token", "slack", "xoxe-1-", "[A-Za-z0-9]{100,200}", B62),
                token("sendgrid-api-key", "sendgrid", "SG.", "[A-Za-z0-9_\\-]{22}\\.[A-Za-z0-9_\\-]{43}", B62),
                token("postman-api-key", "postman", "PMAK-", "[a-f0-9]{24}-[a-f0-9]{34}", HEX),
                token("postman-collection-access-key", "postman", "PMAT-", "[A-Z0-9]{26}", B62),
                token("linear-api-key", "linear", "lin_api_", "[A-Za-z0-9]{40}", B62),
                token("notion-integration-token", "notion", "ntn_", "[A-Za-z0-9]{46}", B62),
                token("figma-pat", "figma", "figd_", "[A-Za-z0-9_\\-]{40,}", B62),
                // AI APIs
                token("openai-project-key", "openai", "sk-proj-", "[A-Za-z0-9_\\-]{40,200}", B62),
                token("openai-service-account-key", "openai", "sk-svcacct-", "[A-Za-z0-9_\\-]{40,200}", B62),
                token("openai-admin-key", "openai", "sk-admin-", "[A-Za-z0-9_\\-]{40,200}", B62),
                token("anthropic-api-key", "anthropic", "sk-ant-", "(?:api|admin|sid)[0-9]{2}-[A-Za-z0-9_\\-]{80,110}", B62),
                token("huggingface-token", "huggingface", "hf_", "[A-Za-z0-9]{34}", B62),
                token("huggingface-org-token", "huggingface", "api_org_", "[A-Za-z0-9]{34}", B62),
                token("replicate-api-token", "replicate", "r8_", "[A-Za-z0-9]{37}", B62),
                token("groq-api-key", "groq", "gsk_", "[A-Za-z0-9]{52}", B62),
                token("perplexity-api-key", "perplexity", "pplx-", "[A-Za-z0-9]{48}", B62),
                token("xai-api-key", "xai", "xai-", "[A-Za-z0-9]{80}", B62),
                token("langsmith-api-key", "langchain", "lsv2_", "(?:pt|sk)_[a-f0-9]{32}_[a-f0-9]{10}", HEX));
    }

    /** GitHub's and npm's token format: prefix, 30 random base62 characters, then 6 of a base62 CRC32 of them. */
    private static Rule crc32Token(String id, String provider, String prefix) {
        return token(id, provider, prefix, "[A-Za-z0-9]{36}", B62).validated("checksum", Validators::base62Crc32);
    }
}
