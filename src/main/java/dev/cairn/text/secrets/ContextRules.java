package dev.cairn.text.secrets;

import static dev.cairn.text.secrets.Rule.END;
import static dev.cairn.text.secrets.Rule.START;
import static dev.cairn.text.secrets.Rule.of;

import dev.cairn.text.secrets.Rule.Basis;
import java.util.Base64;
import java.util.List;

/**
 * Credentials whose shape needs a neighbour to be told apart: a documented keyword before the value
 * (AWS secret keys, Twilio, Heroku, Mailgun), or a marker inside it (OpenAI's legacy keys, Telegram's
 * {@code :AA}).
 */
final class ContextRules {
    /** A separator between a key name and its value: {@code =}, {@code :}, {@code :=}, {@code =>}, quoted or not. */
    static final String ASSIGN = "[\"']?\\s*(?::=|=>|=|:)\\s*[\"'`]?";

    private ContextRules() {
    }

    static List<Rule> all() {
        return List.of(
                of("aws-access-key-id", "aws", Basis.PREFIX, List.of("AKIA", "ASIA", "ABIA", "ACCA", "A3T"),
                        START + "(?P<s>(?:AKIA|ASIA|ABIA|ACCA|A3T[A-Z0-9])[A-Z0-9]{16})" + END, 2.8)
                        .anchored(Rule.Anchor.HIT),
                of("aws-secret-access-key", "aws", Basis.KEYWORD,
                        List.of("aws_secret", "secret_access_key", "secretaccesskey", "aws-secret"),
                        "(?i)(?:aws[_\\-]?secret[_\\-]?(?:access[_\\-]?)?key|secret[_\\-]?access[_\\-]?key)" + ASSIGN
                                + "(?P<s>[A-Za-z0-9/+]{40})(?:[^A-Za-z0-9/+=]|$)", 3.5),
                of("aws-mws-key", "aws", Basis.PREFIX, List.of("amzn.mws."),
                        "(?P<s>amzn\\.mws\\.[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})", 0)
                        .anchored(Rule.Anchor.HIT),
                of("openai-legacy-key", "openai", Basis.PREFIX, List.of("T3BlbkFJ"),
                        START + "(?P<s>sk-(?:[A-Za-z0-9_\\-]{0,60}-)?[A-Za-z0-9]{20}T3BlbkFJ[A-Za-z0-9_\\-]{20,80})" + END, 3.0),
                of("terraform-cloud-token", "hashicorp", Basis.PREFIX, List.of(".atlasv1."),
                        START + "(?P<s>[A-Za-z0-9]{14}\\.atlasv1\\.[A-Za-z0-9_=\\-]{60,70})" + END, 3.0),
                of("telegram-bot-token", "telegram", Basis.PREFIX, List.of(":AA"),
                        "(?:^|[^0-9A-Za-z_:]|/bot)(?P<s>[0-9]{8,10}:AA[A-Za-z0-9_\\-]{33})" + END, 3.0),
                of("azure-ad-client-secret", "azure", Basis.PREFIX, List.of("8Q~", "7Q~"),
                        START + "(?P<s>[A-Za-z0-9_.\\-]{3}[78]Q~[A-Za-z0-9_~.\\-]{31,34})(?:[^A-Za-z0-9_~.\\-]|$)", 3.0),
                of("azure-storage-account-key", "azure", Basis.STRUCTURE, List.of("AccountKey="),
                        "AccountKey=(?P<s>[A-Za-z0-9+/]{86}==)", 3.0)
                        .anchored(Rule.Anchor.HIT),
                of("azure-shared-access-key", "azure", Basis.STRUCTURE, List.of("SharedAccessKey="),
                        "SharedAccessKey=(?P<s>[A-Za-z0-9+/]{43}=)", 3.0)
                        .anchored(Rule.Anchor.HIT),
                of("azure-sas-token", "azure", Basis.STRUCTURE, List.of("sig="),
                        "[?&]sv=[0-9]{4}-[0-9]{2}-[0-9]{2}&[^\\s\"'<>]*?sig=(?P<s>[A-Za-z0-9%/+]{40,120})", 3.0),
                of("gitlab-session-cookie", "gitlab", Basis.KEYWORD, List.of("_gitlab_session="),
                        "_gitlab_session=(?P<s>[a-f0-9]{32})" + END, 2.8)
                        .anchored(Rule.Anchor.HIT),
                of("slack-webhook-url", "slack", Basis.PREFIX, List.of("hooks.slack.com/"),
                        "(?P<s>https://hooks\\.slack\\.com/(?:services/T[A-Z0-9]{6,12}/B[A-Z0-9]{6,12}/[A-Za-z0-9]{20,32}"
                                + "|(?:workflows|triggers)/T[A-Z0-9]{6,12}/A[A-Z0-9]{6,12}/[0-9]{15,20}/[a-f0-9]{32}))", 3.0),
                of("discord-webhook-url", "discord", Basis.PREFIX, List.of("/api/webhooks/"),
                        "(?P<s>https://(?:ptb\\.|canary\\.)?discord(?:app)?\\.com/api/webhooks/[0-9]{17,20}/[A-Za-z0-9_\\-]{60,68})", 3.0),
                // Next to its name or its header's scheme; passed to a client call it is found by shape (below).
                of("discord-bot-token", "discord", Basis.KEYWORD, List.of("discord", "Bot ", "bot_token", "bot-token", "bottoken"),
                        START + "(?P<s>[MNO][A-Za-z0-9_\\-]{23,27}\\.[A-Za-z0-9_\\-]{6}\\.[A-Za-z0-9_\\-]{27,38})" + END, 3.0)
                        .validated("structure", ContextRules::discordUserId),
                // A secret access key written right after its key id (a CSV row, a tuple, a line of two words).
                of("aws-secret-beside-key-id", "aws", Basis.KEYWORD, List.of("AKIA", "ASIA"),
                        "(?:AKIA|ASIA)[A-Z0-9]{16}[\"'`]?[ \\t]*[,;:=| \\t][ \\t]*[\"'`]?(?P<s>[A-Za-z0-9/+]{40})(?:[^A-Za-z0-9/+=]|$)", 3.5)
                        .validated("structure", ContextRules::mixedBase64),
                // By shape alone: the first part is base64 of a snowflake id starting with 1 ("MT" and the second digit).
                of("discord-bot-token-shape", "discord", Basis.STRUCTURE,
                        List.of("MTA", "MTE", "MTI", "MTM", "MTQ", "MTU", "MTY", "MTc", "MTg", "MTk"),
                        START + "(?P<s>MT[A-Za-z0-9_\\-]{22,26}\\.[A-Za-z0-9_\\-]{6}\\.[A-Za-z0-9_\\-]{27,38})" + END, 3.0)
                        .validated("structure", ContextRules::discordUserId).anchored(Rule.Anchor.HIT),
                of("twilio-api-key", "twilio", Basis.KEYWORD, List.of("twilio"),
                        "(?i:twilio)[^\\n]{0,80}?(?:^|[^A-Za-z0-9])(?P<s>SK[0-9a-fA-F]{32})" + END, 2.8),
                of("twilio-auth-token", "twilio", Basis.KEYWORD, List.of("twilio"),
                        "(?i)twilio[\\w.\\-]*?auth[_\\-]?token" + ASSIGN + "(?P<s>[0-9a-f]{32})" + END, 2.8)
                        .anchored(Rule.Anchor.HIT),
                of("heroku-api-key", "heroku", Basis.KEYWORD, List.of("heroku"),
                        "(?i)heroku[\\w.\\-]*?(?:api[_\\-]?)?(?:key|token)" + ASSIGN
                                + "(?P<s>[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})" + END, 2.8)
                        .anchored(Rule.Anchor.HIT),
                of("mailgun-api-key", "mailgun", Basis.KEYWORD, List.of("key-"),
                        START + "(?P<s>key-[0-9a-f]{32})" + END, 2.8)
                        .anchored(Rule.Anchor.HIT),
                of("mailchimp-api-key", "mailchimp", Basis.KEYWORD, List.of("-us"),
                        START + "(?P<s>[0-9a-f]{32}-us[0-9]{1,2})" + END, 2.8),
                of("airtable-pat", "airtable", Basis.PREFIX, List.of("pat"),
                        START + "(?P<s>pat[A-Za-z0-9]{14}\\.[a-f0-9]{64})" + END, 2.8)
                        .anchored(Rule.Anchor.HIT),
                of("http-bearer-token", "http", Basis.KEYWORD, List.of("bearer"),
                        "(?i:bearer)[ \\t]+(?P<s>[A-Za-z0-9_\\-.=:/+~]{20,500})" + END, 3.0)
                        .anchored(Rule.Anchor.HIT),
                of("okta-ssws-token", "okta", Basis.STRUCTURE, List.of("SSWS "),
                        "(?i:ssws)[ \\t]+(?P<s>[A-Za-z0-9_\\-]{40,50})" + END, 3.0)
                        .anchored(Rule.Anchor.HIT),
                of("http-basic-auth", "http", Basis.STRUCTURE, List.of("basic"),
                        "(?i:basic)[ \\t]+(?P<s>[A-Za-z0-9+/]{8,300}={0,2})(?:[^A-Za-z0-9+/=]|$)", 2.5)
                        .validated("structure", ContextRules::basicCredentials).anchored(Rule.Anchor.HIT),
                of("mapbox-secret-token", "mapbox", Basis.PREFIX, List.of("sk.eyJ"),
                        START + "(?P<s>sk\\.eyJ[A-Za-z0-9_\\-]{50,}\\.[A-Za-z0-9_\\-]{20,})" + END, 3.0)
                        .anchored(Rule.Anchor.HIT));
    }

    /** An HTTP Basic credential decodes to printable {@code user:password} with a non-empty password. */
    static boolean basicCredentials(String value) {
        try {
            String decoded = new String(Base64.getDecoder().decode(value), java.nio.charset.StandardCharsets.UTF_8);
            int colon = decoded.indexOf(':');
            return colon >= 0 && colon < decoded.length() - 1 && decoded.chars().allMatch(c -> c >= 0x20 && c != 0x7f)
                    && !Filters.placeholder(decoded.substring(colon + 1)) && !Judge.weak(decoded.substring(colon + 1));
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    /** Base64 of random bytes: upper and lower case letters and digits, not hex. */
    static boolean mixedBase64(String value) {
        return value.chars().anyMatch(c -> c >= 'A' && c <= 'Z') && value.chars().anyMatch(c -> c >= 'a' && c <= 'z')
                && value.chars().anyMatch(c -> c >= '0' && c <= '9');
    }

    /** A Discord bot token's first part is the bot's numeric user id, base64 encoded. */
    static boolean discordUserId(String token) {
        String first = token.substring(0, token.indexOf('.'));
        try {
            String id = new String(Base64.getUrlDecoder().decode(first.replace('+', '-').replace('/', '_')),
                    java.nio.charset.StandardCharsets.US_ASCII);
            return id.length() >= 17 && id.chars().allMatch(Character::isDigit);
        } catch (IllegalArgumentException e) {
            return false;
        }
    }
}
