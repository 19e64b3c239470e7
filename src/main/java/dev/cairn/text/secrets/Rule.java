package dev.cairn.text.secrets;

import com.google.re2j.Pattern;
import java.util.List;
import java.util.function.Predicate;

/**
 * One detector, as data: the keywords that open a window, the RE2/J pattern run only inside that
 * window, and the gates a candidate must pass. The secret is the group named {@code s}, or the whole
 * match when the pattern has no such group.
 *
 * @param id         stable rule id, e.g. {@code github-classic-token}
 * @param provider   who issues the credential, e.g. {@code github}
 * @param keywords   ASCII, matched case-insensitively; each hit opens a window around it
 * @param pattern    RE2/J pattern, linear time
 * @param basis      what the match itself proves: a distinctive prefix, a structure or only a keyword
 * @param validator  a check of the value (checksum, structure), or null
 * @param minEntropy minimum entropy of the value's most random 16-character window, bits per character
 * @param multiline  the window spans lines (PEM blocks) instead of being clipped to the hit's line
 * @param reach      how far past the keyword the window reaches, in chars (it reaches 256 before it, 0 when multiline)
 * @param anchor     where in the window the pattern is tried
 */
public record Rule(String id, String provider, List<String> keywords, Pattern pattern, Basis basis,
                   Validator validator, double minEntropy, boolean multiline, int reach, Anchor anchor) {
    static final int DEFAULT_REACH = 256;

    /** Where the pattern is tried: at the keyword hit, at the start of the identifier holding it, or anywhere in the window. */
    public enum Anchor {
        /** The match starts at the hit (after one boundary character): one anchored attempt per hit. */
        HIT,
        /** The match starts where the identifier around the hit starts ({@code DB_PASSWORD=...}). */
        WORD,
        /** The keyword sits inside the match: the pattern searches the window. */
        WINDOW
    }

    /** What a match proves before entropy and validation. */
    public enum Basis {
        /** A documented, distinctive prefix: high confidence once the value is random enough. */
        PREFIX,
        /** A parsed structure (key block, JWT, URL with a password): high confidence. */
        STRUCTURE,
        /** A provider keyword near a value of the right shape: medium confidence. */
        KEYWORD,
        /** A generic secret-ish assignment: medium or low confidence, by entropy. */
        GENERIC
    }

    /** A value check; {@code evidence} names what it proves (checksum or structure). */
    public record Validator(String evidence, Predicate<String> test) {
    }

    /** Opening boundary: the start of the window or a character that cannot continue a token. */
    static final String START = "(?:^|[^A-Za-z0-9_\\-])";
    /** Closing boundary. */
    static final String END = "(?:[^A-Za-z0-9_\\-]|$)";

    /** A token with a distinctive prefix: {@code body} is the regex of what follows the prefix. */
    static Rule token(String id, String provider, String prefix, String body, double minEntropy) {
        return new Rule(id, provider, List.of(prefix), Pattern.compile(START + "(?P<s>" + Pattern.quote(prefix) + body + ")" + END),
                Basis.PREFIX, null, minEntropy, false, DEFAULT_REACH, Anchor.HIT);
    }

    static Rule of(String id, String provider, Basis basis, List<String> keywords, String regex, double minEntropy) {
        return new Rule(id, provider, keywords, Pattern.compile(regex), basis, null, minEntropy, false, DEFAULT_REACH,
                Anchor.WINDOW);
    }

    Rule validated(String evidence, Predicate<String> test) {
        return new Rule(id, provider, keywords, pattern, basis, new Validator(evidence, test), minEntropy, multiline, reach,
                anchor);
    }

    Rule reaching(int chars) {
        return new Rule(id, provider, keywords, pattern, basis, validator, minEntropy, multiline, chars, anchor);
    }

    Rule anchored(Anchor where) {
        return new Rule(id, provider, keywords, pattern, basis, validator, minEntropy, multiline, reach, where);
    }

    Rule spanningLines(int chars) {
        return new Rule(id, provider, keywords, pattern, basis, validator, minEntropy, true, chars, anchor);
    }
}
