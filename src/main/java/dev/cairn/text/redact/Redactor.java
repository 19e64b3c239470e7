package dev.cairn.text.redact;

import dev.cairn.text.pii.Identifier;
import dev.cairn.text.pii.IdentifierScanner;
import dev.cairn.text.secrets.SecretDetector;
import dev.cairn.text.secrets.SecretSpan;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Replaces credentials (the detect_secrets engine) and personal identifiers with typed, numbered
 * placeholders. Credentials win where the two overlap: a password inside a URL is one {@code PASSWORD},
 * not an email. Stateless per call and thread-safe; values live only in the call's own map.
 */
public final class Redactor {
    public static final int MAX_LISTED = 1000;
    static final String CREDENTIAL = "credential";
    static final String IDENTIFIER = "identifier";

    private final SecretDetector secrets;
    private final String defaultRegion;
    private final Map<String, IdentifierScanner> scannersByRegion = new ConcurrentHashMap<>();

    /** @throws IllegalArgumentException when {@code defaultRegion} is not a region phone numbers are known for */
    public Redactor(SecretDetector secrets, String defaultRegion) {
        this.secrets = secrets;
        this.defaultRegion = defaultRegion.toUpperCase(Locale.ROOT);
        scanner(this.defaultRegion);
    }

    /**
     * @param region the region national phone numbers are read in, or null for the default
     * @throws IllegalArgumentException when {@code region} is unknown
     */
    public Redaction redact(String text, String region) {
        return redact(text, region, secrets.spans(text));
    }

    /** The same, with the credentials of {@code text} already located by the secrets engine this redactor uses. */
    public Redaction redact(String text, String region, List<SecretSpan> credentials) {
        IdentifierScanner identifiers = scanner(region == null ? defaultRegion : region.toUpperCase(Locale.ROOT));
        List<Span> spans = spans(credentials, identifiers.scan(text));
        StringBuilder out = new StringBuilder(text.length());
        Map<String, String> placeholderByValue = new HashMap<>();
        Map<String, Integer> counts = new TreeMap<>();
        Map<String, Integer> distinct = new TreeMap<>();
        List<Replacement> listed = new ArrayList<>(Math.min(spans.size(), MAX_LISTED));
        int copied = 0;
        for (Span span : spans) {
            out.append(text, copied, span.start);
            String placeholder = placeholderByValue.computeIfAbsent(span.type + '\0' + text.substring(span.start, span.end),
                    key -> "[" + span.type + "_" + distinct.merge(span.type, 1, Integer::sum) + "]");
            counts.merge(span.type, 1, Integer::sum);
            if (listed.size() < MAX_LISTED) {
                listed.add(new Replacement(placeholder, span.type, span.source, span.ruleId, out.length(),
                        placeholder.length(), span.start, span.end - span.start));
            }
            out.append(placeholder);
            copied = span.end;
        }
        out.append(text, copied, text.length());
        return new Redaction(out.toString(), !spans.isEmpty(), listed, spans.size() > MAX_LISTED,
                new Redaction.Summary(spans.size(), counts, distinct));
    }

    /** Whether national phone numbers of {@code region} (ISO 3166 alpha-2, any case) can be read. */
    public boolean knowsRegion(String region) {
        try {
            scanner(region.toUpperCase(Locale.ROOT));
            return true;
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    private IdentifierScanner scanner(String region) {
        IdentifierScanner known = scannersByRegion.get(region);
        if (known != null) {
            return known;
        }
        IdentifierScanner made = new IdentifierScanner(region); // throws for an unknown region: nothing cached
        scannersByRegion.putIfAbsent(region, made);
        return made;
    }

    /** Credentials, then the identifiers that overlap none of them, in text order. */
    private static List<Span> spans(List<SecretSpan> credentials, List<Identifier> identifiers) {
        List<Span> spans = new ArrayList<>(credentials.size() + identifiers.size());
        for (SecretSpan s : credentials) {
            spans.add(new Span(CredentialTypes.of(s), CREDENTIAL, s.ruleId(), s.start(), s.end()));
        }
        int c = 0;
        for (Identifier id : identifiers) {
            while (c < credentials.size() && credentials.get(c).end() <= id.start()) {
                c++;
            }
            if (c == credentials.size() || credentials.get(c).start() >= id.end()) {
                spans.add(new Span(id.type().label(), IDENTIFIER, null, id.start(), id.end()));
            }
        }
        spans.sort(Comparator.comparingInt(Span::start));
        return spans;
    }

    private record Span(String type, String source, String ruleId, int start, int end) {
    }
}
