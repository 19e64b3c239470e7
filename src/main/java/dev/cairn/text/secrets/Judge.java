package dev.cairn.text.secrets;

import com.google.re2j.Pattern;
import dev.cairn.text.secrets.Rule.Basis;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/** Decides whether a rule's match is a credential, and how sure that is (0 low, 1 medium, 2 high). */
final class Judge {
    /** Values that are a word someone typed in place of a secret, not the secret. */
    private static final Set<String> WEAK = Set.of("password", "passwd", "pass", "pwd", "secret", "admin", "root",
            "user", "username", "guest", "postgres", "mysql", "redis", "pw", "foo", "bar", "baz", "qwerty",
            "letmein", "none", "null", "true", "false", "undefined", "token", "apikey", "api_key");
    private static final Pattern WORD_SEPARATORS = Pattern.compile("[^a-z0-9]+");
    /** Digits before or after a word ({@code admin123}, {@code 1password}) do not make it a secret. */
    private static final Pattern NUMBERING = Pattern.compile("^[0-9]+|[0-9]+$");
    /** Evidence names. */
    static final String CHECKSUM = "checksum";
    static final String PREFIX = "prefix";
    static final String KEYWORD = "keyword";
    static final String ENTROPY = "entropy";
    static final String STRUCTURE = "structure";

    private static final int MIN_NUMBERED_BODY = 16;

    private final List<String> prefixes;

    /** A bare word someone typed in place of a secret, numbered or joined ({@code admin123}, {@code token:secret}). */
    static boolean weak(String value) {
        String lower = value.toLowerCase(Locale.ROOT);
        if (WEAK.contains(lower)) {
            return true;
        }
        boolean anyWord = false;
        for (String word : WORD_SEPARATORS.split(lower)) {
            String letters = NUMBERING.matcher(word).replaceAll("");
            if (!letters.isEmpty() && !WEAK.contains(letters)) {
                return false;
            }
            anyWord |= !letters.isEmpty();
        }
        return anyWord;
    }

    Judge(List<Rule> rules) {
        List<String> distinctive = new ArrayList<>();
        for (Rule rule : rules) {
            if (rule.basis() == Basis.PREFIX) {
                for (String keyword : rule.keywords()) {
                    if (keyword.length() >= 4) {
                        distinctive.add(keyword.toLowerCase(Locale.ROOT));
                    }
                }
            }
        }
        prefixes = List.copyOf(distinctive);
    }

    /** The candidate for {@code value} found by {@code rule}, or null when it is not a credential. */
    Candidate judge(int ruleIndex, Rule rule, String value, String keyName, int start) {
        if (value.isEmpty() || Filters.placeholder(value) || weak(value)) {
            return null;
        }
        double entropy = Entropy.maxWindow(value);
        if (entropy < rule.minEntropy()) {
            return null;
        }
        List<String> evidence = new ArrayList<>(4);
        int confidence;
        switch (rule.basis()) {
            case PREFIX -> {
                if (numberedBody(rule, value)) {
                    return null;
                }
                evidence.add(PREFIX);
                confidence = 2;
            }
            case STRUCTURE -> {
                evidence.add(STRUCTURE);
                confidence = rule.provider().equals("private-key") || rule.minEntropy() > 0 || entropy >= 3.0 ? 2 : 1;
            }
            case KEYWORD -> {
                evidence.add(KEYWORD);
                confidence = 1;
            }
            default -> {
                if (Filters.notGenericSecret(value, keyName) || claimedByAPrefixRule(value)) {
                    return null;
                }
                evidence.add(KEYWORD);
                confidence = entropy >= rule.minEntropy() + 0.5 ? 1 : 0;
            }
        }
        if (rule.validator() != null) {
            if (!rule.validator().test().test(value)) {
                return null;
            }
            if (!evidence.contains(rule.validator().evidence())) {
                evidence.add(rule.validator().evidence());
            }
            if (rule.basis() == Basis.KEYWORD) {
                confidence = 2;
            }
        }
        if (rule.minEntropy() > 0) {
            evidence.add(ENTROPY);
        }
        return new Candidate(ruleIndex, start, start + value.length(), confidence, List.copyOf(evidence));
    }

    /**
     * A prefix followed by digits only ({@code hf_3478...}): a numbered stand-in, since a generated body of 16 or
     * more characters from a letters-and-digits alphabet all but never lacks letters.
     */
    private static boolean numberedBody(Rule rule, String value) {
        for (String keyword : rule.keywords()) {
            if (value.regionMatches(true, 0, keyword, 0, keyword.length())) {
                String body = value.substring(keyword.length());
                return body.length() >= MIN_NUMBERED_BODY && body.chars().allMatch(c -> c >= '0' && c <= '9');
            }
        }
        return false;
    }

    /** A generic value carrying a provider prefix is that provider's rule's to judge (it may have failed its checksum). */
    private boolean claimedByAPrefixRule(String value) {
        String lower = value.toLowerCase(Locale.ROOT);
        for (String prefix : prefixes) {
            if (lower.startsWith(prefix)) {
                return true;
            }
        }
        return false;
    }
}
