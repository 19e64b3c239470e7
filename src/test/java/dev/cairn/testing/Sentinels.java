package dev.cairn.testing;

import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Secret-shaped marker strings, one per placement, so a leak names the placement it came from: GitHub
 * ({@code ghp_} + 36), Stripe ({@code sk_live_} + 24), AWS ({@code AKIA} + 16) and numeric ({@code 4242} + 12
 * digits, for number fields). {@link #in} finds them in any text: raw, lowercased, JSON-escaped or
 * percent-encoded, whole or cut after their first 12 random characters.
 */
public final class Sentinels {
    private static final String ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
    private static final Pattern SHAPE = Pattern.compile("ghp_[a-z0-9]{12}|sk_live_[a-z0-9]{12}|akia[a-z0-9]{12}"
            + "|4\\.?242[0-9]{8}");
    private static final Pattern JSON_ESCAPE = Pattern.compile("\\\\u([0-9a-fA-F]{4})");

    /** Where a sentinel was put. */
    public record Placement(String sentinel, String where) {
    }

    private final Random random;
    private final Map<String, Placement> byKey = new HashMap<>();
    private int turn;

    public Sentinels(long seed) {
        this.random = new Random(seed);
    }

    /** A new sentinel for {@code where}, its shape taking turns between the three credential formats. */
    public String mint(String where) {
        return switch (turn++ % 3) {
            case 0 -> register("ghp_" + chars(ALNUM, 36), where);
            case 1 -> register("sk_live_" + chars(ALNUM, 24), where);
            default -> register("AKIA" + chars(ALNUM.substring(0, 26) + "234567", 16), where);
        };
    }

    /** A new sentinel made of digits only (20 of them: beyond a long), for number placements. */
    public String mintNumber(String where) {
        return register("4242" + chars("0123456789", 16), where);
    }

    private String register(String sentinel, String where) {
        String key = key(sentinel.toLowerCase(Locale.ROOT));
        if (byKey.containsKey(key)) {
            return register(sentinel.substring(0, sentinel.length() - 1) + chars(ALNUM, 1), where);
        }
        byKey.put(key, new Placement(sentinel, where));
        return sentinel;
    }

    private String chars(String alphabet, int n) {
        StringBuilder s = new StringBuilder();
        for (int i = 0; i < n; i++) {
            s.append(alphabet.charAt(random.nextInt(alphabet.length())));
        }
        return s.toString();
    }

    /** The placements of every sentinel found in {@code text}, each once. */
    public List<Placement> in(String text) {
        if (text == null || text.isEmpty()) {
            return List.of();
        }
        Set<Placement> found = new LinkedHashSet<>();
        for (String form : forms(text)) {
            Matcher m = SHAPE.matcher(form);
            while (m.find()) {
                Placement placement = byKey.get(key(m.group().replace(".", "")));
                if (placement != null) {
                    found.add(placement);
                }
            }
        }
        return new ArrayList<>(found);
    }

    private static List<String> forms(String text) {
        String lower = text.toLowerCase(Locale.ROOT);
        List<String> forms = new ArrayList<>(List.of(lower));
        if (lower.contains("\\u")) {
            forms.add(JSON_ESCAPE.matcher(lower).replaceAll(m -> Matcher.quoteReplacement(
                    String.valueOf((char) Integer.parseInt(m.group(1), 16))).toLowerCase(Locale.ROOT)));
        }
        if (lower.contains("%")) {
            try {
                forms.add(URLDecoder.decode(lower.replace("+", "%2b"), StandardCharsets.UTF_8));
            } catch (IllegalArgumentException notEncoded) {
                forms.add(lower.replaceAll("%([0-9a-f]{2})", "")); // a rough read of a broken encoding
            }
        }
        return forms;
    }

    /** The lowercase prefix that names a sentinel: its format's prefix and first 12 random characters. */
    private static String key(String lower) {
        int prefix = lower.startsWith("ghp_") ? 4 : lower.startsWith("sk_live_") ? 8 : 4;
        return lower.substring(0, Math.min(lower.length(), prefix + (lower.startsWith("4242") ? 8 : 12)));
    }

    public int count() {
        return byKey.size();
    }
}
