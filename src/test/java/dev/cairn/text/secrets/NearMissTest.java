package dev.cairn.text.secrets;

import static dev.cairn.text.secrets.SecretDetectorTest.exactly;
import static dev.cairn.text.secrets.SecretDetectorTest.find;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Hard negatives beside true positives: one character off the documented format is not a finding. */
class NearMissTest {
    @ParameterizedTest
    @ValueSource(strings = {
        "AKIAQYLPMN5HFIQR7XY",                         // 19 characters
        "AKIAQYLPMN5HFIQR7XYZW",                       // 21 characters
        "akiaqylpmn5hfiqr7xyz",                        // lower case
        "XAKIAQYLPMN5HFIQR7XYZ",                       // inside a longer word
        "ghp_Ky9Pf34qY6Nb3wWD25RQ4F5ZR3qa7y3gm1I",     // one short
        "my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",  // prefix inside a word
        "glpat-Zq8xR2mK7vT4pL9",                       // 15-character body
        "sk_test_51HqZ8kLm3N7pQ2rT5vW9xY1zA",          // a test-mode key
        "AIzaSyD8kQ3mZ7xR2vT9pL4wN6cB1aY5dH0",         // too short
        "xoxb-not-a-token",
        "xoxe-1-Zq8xR2mK7vT4pL9wN3cB",                // a refresh token is 100 characters or more
        "SG.short.short",
        "dop_v1_3f9a1c7e5b2d8046",
        "gloas-3f9a1c7e5b2d8046",
        "_gitlab_session=3f9a1c7e5b2d8046",
        "eyJhbGciOiJIUzI1NiJ9.notjwt",
        "https://hooks.slack.com/services/T000/B000/XXXX",
        "-----BEGIN CERTIFICATE-----\nMIIEowIBAAKCAQEAu8kQ3mZ7xR2vT9pL4wN6cB1aY5dH0eJsUiOgFqWtEr5yVbZq8xR2\n-----END CERTIFICATE-----",
        "version = 1.2.3-beta.4 build 20240101",
        "Authorization: Bearer <token>",
        "Authorization: Bearer aaaaaaaaaaaaaaaaaaaaaaaaaaaa",
        "Authorization: Basic dXNlcjpwYXNzd29yZA==",   // user:password, a bare word
        "Authorization: Basic bm90IGNyZWRlbnRpYWxz",    // no colon
        "basic building blocks of the system",
        "scheme://user:password@host and see https://docs.corp.net/a:b",
        "The token expired at 2024-01-01T00:00:00Z and the secret rotation ran.",
    })
    void nearMissesAreNotFindings(String text) {
        assertThat(find(text)).as(text).isEmpty();
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "aws-access-key-id|key id AKIA9QZ0XR81MK2T4VPL in use|AKIA9QZ0XR81MK2T4VPL",  // digits 0, 1, 8, 9 too
        "url-password|conn dbconnection://svc:Kp9wVq7rLm2x@db-host/app|Kp9wVq7rLm2x",
        "smtp-url-password|smtps://bot@mail.corp.net:Kp9wVq7rLm2x@smtp.corp.net:465|Kp9wVq7rLm2x",  // e-mail as login
        "gitlab-oauth-app-secret|secret gloas-3f9a1c7e5b2d80463f9a1c7e5b2d80463f9a1c7e5b2d80463f9a1c7e5b2d8046 ok|gloas-3f9a1c7e5b2d80463f9a1c7e5b2d80463f9a1c7e5b2d80463f9a1c7e5b2d8046",
        "gitlab-agent-token|glagent-Zq8xR2mK7vT4pL9wN3cBa6Yd1H0eJsUiOgFqWtEr5yVbZq8x|glagent-Zq8xR2mK7vT4pL9wN3cBa6Yd1H0eJsUiOgFqWtEr5yVbZq8x",
        "gitlab-session-cookie|Cookie: _gitlab_session=3f9a1c7e5b2d80463f9a1c7e5b2d8046|3f9a1c7e5b2d80463f9a1c7e5b2d8046",
        "slack-refresh-token|refresh: xoxe-1-ZXJlZnJlc2gtdG9rZW4tZm9yLWEtc2xhY2stYXBwLWNvbmZpZ3VyYXRpb24tcm90YXRpb24tOTgxNzI2MzU0MTA5ODczNjU0MTkyODM3NDY1MA|xoxe-1-ZXJlZnJlc2gtdG9rZW4tZm9yLWEtc2xhY2stYXBwLWNvbmZpZ3VyYXRpb24tcm90YXRpb24tOTgxNzI2MzU0MTA5ODczNjU0MTkyODM3NDY1MA",
        "slack-webhook-url|notify: https://hooks.slack.com/services/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|https://hooks.slack.com/services/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",
        "twilio-auth-token|TWILIO_AUTH_TOKEN=3f9a1c7e5b2d80463f9a1c7e5b2d8046|3f9a1c7e5b2d80463f9a1c7e5b2d8046",
        "heroku-api-key|HEROKU_API_KEY=3f9a1c7e-5b2d-4046-9a1c-7e5b2d80463f|3f9a1c7e-5b2d-4046-9a1c-7e5b2d80463f",
        "openai-legacy-key|OPENAI=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|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",
        "mysql-url-password|jdbc url mysql://svc:Kp9wVq7rLm2x@10.0.0.7:3306/db|Kp9wVq7rLm2x",
        "generic-api-key|  \"apiKey\": \"Zq8xR2mK7vT4pL9wN3cBa6Yd\",|Zq8xR2mK7vT4pL9wN3cBa6Yd",
        "generic-token|export AUTH_TOKEN='Kp9w-Vq7r-Lm2x-Zq8x'|Kp9w-Vq7r-Lm2x-Zq8x",
        "http-bearer-token|curl -H 'Authorization: Bearer Zq8xR2mK7vT4pL9wN3cBa6Yd1H0eJs' api|Zq8xR2mK7vT4pL9wN3cBa6Yd1H0eJs",
        "http-basic-auth|Authorization: Basic c3ZjOktwOXdWcTdyTG0yeA==|c3ZjOktwOXdWcTdyTG0yeA==",
    })
    void truePositivesBesideThem(String rule, String text, String secret) {
        exactly(rule, text, secret);
    }
}
