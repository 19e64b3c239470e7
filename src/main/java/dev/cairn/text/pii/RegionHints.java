package dev.cairn.text.pii;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The countries the text around a phone candidate points to: a country name, demonym or large city (in English or
 * the country's own language), or the country-code top-level domain of a nearby address
 * ({@code kontakt@firma.de}, {@code www.example.co.uk}). Reads a bounded window.
 */
final class RegionHints {
    private static final int BEFORE = 160;
    private static final int AFTER = 80;
    private static final int MAX_HINTS = 4;
    /** Two-letter domains used as generic names or file extensions far more than as countries. */
    private static final Set<String> GENERIC_TLDS = Set.of("io", "co", "me", "tv", "ai", "ly", "fm", "to", "gg",
            "ws", "cc", "md", "py", "rs", "sh", "ps", "so", "ml", "mk", "am", "sv", "tf", "st", "sc", "ac", "nu",
            "im", "is", "as", "by", "in", "id", "js", "ts", "cs", "go", "hs", "rb", "pm", "gz", "xz");
    private static final Set<String> SPELLED_TLDS = Set.of("in", "is", "by", "id");

    private final Set<String> supported;
    private final WordList words;
    private final String[][] regionsByWord;

    RegionHints(Set<String> supportedRegions) {
        this.supported = supportedRegions;
        List<String> names = new ArrayList<>();
        List<String[]> regions = new ArrayList<>();
        for (String[] entry : CountryWords.ENTRIES) {
            for (int k = 1; k < entry.length; k++) {
                names.add(entry[k]);
                regions.add(entry[0].split(","));
            }
        }
        this.words = new WordList(List.copyOf(names));
        this.regionsByWord = regions.toArray(String[][]::new);
    }

    /** Up to four regions named around [{@code start}, {@code end}), in the order met; empty when none. */
    List<String> around(CharSequence text, int start, int end) {
        int from = Math.max(0, start - BEFORE);
        int to = Math.min(text.length(), end + AFTER);
        List<String> found = new ArrayList<>(MAX_HINTS);
        for (int i = from; i < to && found.size() < MAX_HINTS; i++) {
            char c = text.charAt(i);
            if (c == '.' && i > from && Chars.isWord(text.charAt(i - 1))) {
                add(found, topLevelDomain(text, i + 1, to));
            } else if (i < start || i >= end) {
                int word = words.at(text, i, to);
                for (int r = 0; word >= 0 && r < regionsByWord[word].length; r++) {
                    add(found, regionsByWord[word][r]);
                }
            }
        }
        return found;
    }

    /** The region of a two-letter lower-case label ending a domain at {@code from}, or null. */
    private String topLevelDomain(CharSequence text, int from, int to) {
        if (from + 2 > to || !Chars.isLower(text.charAt(from)) || !Chars.isLower(text.charAt(from + 1))
                || domainContinues(text, from + 2)) {
            return null;
        }
        String label = text.subSequence(from, from + 2).toString();
        if (GENERIC_TLDS.contains(label) && !(SPELLED_TLDS.contains(label) && isAddress(text, from))) {
            return null;
        }
        String region = label.equals("uk") ? "GB" : label.toUpperCase(Locale.ROOT);
        return supported.contains(region) ? region : null;
    }

    /** True when a letter, digit, '-' or another label follows {@code at}. */
    private static boolean domainContinues(CharSequence text, int at) {
        int n = text.length();
        return at < n && (Chars.isWord(text.charAt(at)) || text.charAt(at) == '-'
                || (text.charAt(at) == '.' && at + 1 < n && Chars.isWord(text.charAt(at + 1))));
    }

    /** ".in", ".is", ".by", ".id" end a domain only inside an e-mail address or URL, not a sentence. */
    private static boolean isAddress(CharSequence text, int label) {
        for (int i = label - 1; i >= 0 && label - i < 80 && !Character.isWhitespace(text.charAt(i)); i--) {
            if (text.charAt(i) == '@' || text.charAt(i) == '/') {
                return true;
            }
        }
        return false;
    }

    private static void add(List<String> found, String region) {
        if (region != null && !found.contains(region) && found.size() < MAX_HINTS) {
            found.add(region);
        }
    }
}
