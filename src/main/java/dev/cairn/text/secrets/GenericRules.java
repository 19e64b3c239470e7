package dev.cairn.text.secrets;

import static dev.cairn.text.secrets.Rule.of;

import dev.cairn.text.secrets.Rule.Basis;
import java.util.ArrayList;
import java.util.List;

/**
 * Secret-ish names given a value, gated by entropy and the generic filters: assignments ({@code DB_PASSWORD=...}),
 * command-line options ({@code --password ...}, curl's {@code -u user:password}), quoted literals behind a comma,
 * a type or an inequality, SQL's {@code IDENTIFIED BY} and PowerShell's {@code ConvertTo-SecureString}. Last in the rule order: any specific rule on the same value wins.
 */
final class GenericRules {
    /**
     * What may follow the secret word in a key name: a new segment ({@code _HASH}, {@code -file}, camel-case
     * {@code Hash}), never a continuation of the word, so {@code passenger}, {@code tokenizer}, {@code author} and
     * {@code PWR_MODE} are not secret keys.
     */
    static final String KEY_NAME_TAIL = "(?:[_.\\-][0-9A-Za-z][A-Za-z0-9_\\-]*|[0-9][A-Za-z0-9_\\-]*|[A-Z][a-z][A-Za-z0-9_\\-]*)?";
    /** A quote, backslash-escaped inside a string ({@code \\"}) or HTML-escaped ({@code &quot;}). */
    private static final String QUOTE = "(?:\\\\?[\"']|&quot;|&#3[49];|&apos;)";
    /**
     * An assignment or comparison operator, the end of an XML start tag ({@code <password>x</password>}), or a blank
     * before a quoted value ({@code #define password "x"}).
     */
    static final String ASSIGNMENT =
            "(?:" + QUOTE + "?\\s*(?::=|=>|==|=|:)\\s*(?:" + QUOTE + "|`)?|>|[ \\t]+" + QUOTE + ")";
    /** Before a quoted literal: an argument comma, a type annotation ({@code : String =}), an inequality. */
    static final String LITERAL_SEPARATOR =
            "[\"']?[ \\t]*(?:,|:[ \\t]*[A-Za-z_][A-Za-z0-9_.<>\\[\\]]*[ \\t]*=|!==?)[ \\t]*";
    /** Identifier characters before the secret word in a key name ({@code DB_}, {@code client.}). */
    static final String IDENTIFIER = "[A-Za-z0-9_.\\-]*";
    /**
     * Where a value of six or more characters starts: not at a delimiter, a bracket, a tag or an operator ({@code ::}). Its end is
     * {@link ValueExtent}'s (a closing quote, a blank, the next key), so delimiters inside it stay in it.
     */
    private static final String VALUE = "(?P<s>[^\\s\"'`,;&<>()\\[\\]{}:=](?:[^\\r\\n\"'`\\\\]|\\\\.){4}[^\\s\"'`\\\\])";
    /** Password key words with their common short and misspelt forms ({@code PW}, {@code PSWD}, {@code PASWRD}). */
    private static final String PASSWORD_WORD = "(?:pass(?:wort|phrase)?|p(?:a?ss?w(?:o?r)?d|wd?))";
    private static final List<String> PASSWORD_KEYWORDS = List.of("pass", "pw", "psw", "pssw", "pasw");

    private GenericRules() {
    }

    static List<Rule> all() {
        List<Rule> rules = new ArrayList<>();
        assignment(rules, "generic-password", PASSWORD_KEYWORDS, PASSWORD_WORD, 2.5);
        assignment(rules, "generic-secret", List.of("secret", "credential"), "(?:secret|credential)", 3.0);
        assignment(rules, "generic-api-key", List.of("api_key", "apikey", "api-key", "access_key", "accesskey"),
                "(?:api[_\\-]?key|access[_\\-]?key)", 3.0);
        assignment(rules, "generic-token", List.of("token", "auth"), "(?:token|auth(?:entication|orization)?)", 3.0);
        assignment(rules, "generic-key", List.of("key"), "key", 3.0);
        // <add key="Password" value="..."/>, <property name="db.password" value="..."/>: name and value in two attributes
        // (opened by the value attribute, rare outside such pairs, and searched back for the secret-ish name)
        rules.add(of("xml-attribute-secret", "generic", Basis.GENERIC, List.of("\" value=", "' value=", "\" value ="),
                keyName(IDENTIFIER, "(?:" + PASSWORD_WORD + "|secret|token|credential|(?:api[_\\-]?|access[_\\-]?)?key)")
                        + "[\"'][ \\t]+(?i:value)[ \\t]*=[ \\t]*[\"']" + VALUE, 2.5));
        List<String> optionKeywords = new ArrayList<>(List.of("-secret", "-token"));
        PASSWORD_KEYWORDS.forEach(word -> optionKeywords.add("-" + word));
        rules.add(of("generic-option", "generic", Basis.GENERIC, optionKeywords,
                keyName("--?" + IDENTIFIER, "(?:" + PASSWORD_WORD + "|secret|token)") + "[ \\t]+[\"'`]?" + VALUE, 2.5)
                .anchored(Rule.Anchor.WORD));
        List<String> literalKeywords = new ArrayList<>(PASSWORD_KEYWORDS);
        literalKeywords.addAll(List.of("secret", "token", "credential", "bearer"));
        rules.add(of("generic-literal", "generic", Basis.GENERIC, literalKeywords,
                keyName(IDENTIFIER, "(?:" + PASSWORD_WORD + "|secret|token|credential|bearer)") + LITERAL_SEPARATOR
                        + "[\"'`](?P<s>[^\\s\"'`]{6,200})[\"'`]", 2.5).anchored(Rule.Anchor.WORD).separatedBy(",:!"));
        // MySQL's IDENTIFIED [WITH plugin] BY, PostgreSQL's [WITH] [LOGIN] [ENCRYPTED] PASSWORD
        rules.add(of("sql-password", "sql", Basis.GENERIC,
                List.of("identified", "with password", "login password", "encrypted password"),
                "(?P<k>(?i:identified(?:[ \\t]+with[ \\t]+[\"'`]?\\w+[\"'`]?)?[ \\t]+by|(?:with|login|encrypted)[ \\t]+password))"
                        + "[ \\t]+[\"'`]?" + VALUE, 2.5));
        rules.add(of("curl-user-password", "generic", Basis.GENERIC, List.of("-u", "--user"),
                "(?P<k>--?u(?:ser)?)[ \\t]+[\"']?[^\\s\"':]{1,64}:" + VALUE, 2.5).anchored(Rule.Anchor.WORD));
        rules.add(of("powershell-secure-string", "generic", Basis.GENERIC, List.of("ConvertTo-SecureString"),
                "(?P<k>(?i:ConvertTo-SecureString))(?:[ \\t]+-(?i:String|AsPlainText|Force))*[ \\t]+\\\\?[\"']?" + VALUE,
                2.5));
        return rules;
    }

    private static void assignment(List<Rule> rules, String id, List<String> keywords, String word, double minEntropy) {
        rules.add(of(id, "generic", Basis.GENERIC, keywords, keyName(IDENTIFIER, word) + ASSIGNMENT + VALUE, minEntropy)
                .anchored(Rule.Anchor.WORD));
    }

    /** Group {@code k}: {@code prefix}, the secret word or its plural (case-insensitive), a new segment or none. */
    private static String keyName(String prefix, String word) {
        return "(?P<k>(?i:" + prefix + word + "s?)" + KEY_NAME_TAIL + ")";
    }
}
