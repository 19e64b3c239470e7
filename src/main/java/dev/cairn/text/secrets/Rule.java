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
 * @param terminator null: the window is clipped to the hit's line; else the window spans lines (key blocks) and
 *                   ends with the line holding the first occurrence of this text after the hit (no
 *                   occurrence within reach: nothing to search)
 * @param reach      how far past the keyword the window reaches, in chars (it reaches 256 before it, 0 when it spans lines)
 * @param anchor     where in the window the pattern is tried
 * @param separators for a generic rule, characters of which one must stand between the key and its value before
 *                   the pattern is tried (null: any operator, quote or comma)
 * @param wholeValue whether group {@code s} only marks where a typed value starts, its end being found by
 *                   {@link ValueExtent} (a closing quote, a blank, the next key), so delimiters inside it stay in it
 */
public record Rule(String id, String provider, List<String> keywords, Pattern pattern, Basis basis,
                   Validator validator, double minEntropy, String terminator, int reach, Anchor anchor,
                   String separators, boolean wholeValue) {
    static final int DEFAULT_REACH = 256;

    /** Where the pattern is tried: at the keyword hit, at the start of the identifier holding it, or anywhere in the window. */
    public enum Anchor {
        /** The match starts at the hit (after one boundary character): one anchored attempt per hit. */
        HIT,
        /** The match starts where the identifier around the hit starts ({@code DB_PASSWORD=...}). */
        WORD,
        /** The keyword sits inside the match: the pattern searches the window. */
        WINDOW,
        /** The keyword opens its line, after blanks only; the match starts at the line's start. */
        LINE
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

    /**
     * Opening boundary: the start of the window, a character that cannot continue a token, or a terminal colour
     * code ({@code ESC[94m}) in coloured log output.
     */
    static final String START = "(?:^|[^A-Za-z0-9_\\-]|\\x1b\\[[0-9;]{0,16}m)";
    /** Closing boundary. */
    static final String END = "(?:[^A-Za-z0-9_\\-]|$)";

    /** A token with a distinctive prefix: {@code body} is the regex of what follows the prefix. */
    static Rule token(String id, String provider, String prefix, String body, double minEntropy) {
        return new Rule(id, provider, List.of(prefix), Pattern.compile(START + "(?P<s>" + Pattern.quote(prefix) + body + ")" + END),
                Basis.PREFIX, null, minEntropy, null, DEFAULT_REACH, Anchor.HIT, null, false);
    }

    static Rule of(String id, String provider, Basis basis, List<String> keywords, String regex, double minEntropy) {
        return new Rule(id, provider, keywords, Pattern.compile(regex), basis, null, minEntropy, null, DEFAULT_REACH,
                Anchor.WINDOW, null, basis == Basis.GENERIC);
    }

    Rule validated(String evidence, Predicate<String> test) {
        return new Rule(id, provider, keywords, pattern, basis, new Validator(evidence, test), minEntropy, terminator, reach,
                anchor, separators, wholeValue);
    }

    Rule reaching(int chars) {
        return new Rule(id, provider, keywords, pattern, basis, validator, minEntropy, terminator, chars, anchor, separators, wholeValue);
    }

    Rule anchored(Anchor where) {
        return new Rule(id, provider, keywords, pattern, basis, validator, minEntropy, terminator, reach, where, separators, wholeValue);
    }

    Rule spanningLines(int chars, String endingWith) {
        return new Rule(id, provider, keywords, pattern, basis, validator, minEntropy, endingWith, chars, anchor, separators, wholeValue);
    }

    /** A generic rule whose key and value are separated by one of {@code chars} (see {@link #separators}). */
    Rule separatedBy(String chars) {
        return new Rule(id, provider, keywords, pattern, basis, validator, minEntropy, terminator, reach, anchor, chars, wholeValue);
    }

    /** This rule, its value read to its real end by {@link ValueExtent}. */
    Rule toValueEnd() {
        return new Rule(id, provider, keywords, pattern, basis, validator, minEntropy, terminator, reach, anchor, separators, true);
    }

    boolean multiline() {
        return terminator != null;
    }

    /** Whether the pattern is tried once per hit, anchored where {@link #anchor} says, rather than searching a window. */
    boolean triedAtHit() {
        return anchor != Anchor.WINDOW && !multiline();
    }
}
