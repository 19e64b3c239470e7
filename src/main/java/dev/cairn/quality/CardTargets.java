package dev.cairn.quality;

import dev.cairn.api.DigestFields;
import dev.cairn.api.PostgresText;
import dev.cairn.api.ProblemException;
import dev.cairn.api.QualityCards.Target;
import java.net.IDN;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A target in its normal form and its card id (docs/quality.md, "Card ids"): the domain in lower-case ASCII
 * (IDNA) without a final dot; the endpoint an http(s) URL with lower-case scheme and host (IDNA, no final dot), no
 * default port, no trailing slashes, and no user info, query or fragment; the task category trimmed, lower-case, with single
 * spaces; the region trimmed and lower-case; version as written. The id is {@code tmc_} and the first 40 hex
 * digits of the SHA-256 of the normal form, so the same target always has the same card.
 */
final class CardTargets {
    private static final String ID_DOMAIN = "cairn-quality-card-v1";
    private static final Pattern LABEL = Pattern.compile("[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?");
    private static final Pattern SPACES = Pattern.compile("\\s+");
    /** The authority without user info: a host (a name or a bracketed IPv6 literal) and an optional port. */
    private static final Pattern HOST_PORT = Pattern.compile("(\\[[0-9A-Fa-f:.]+\\]|[^\\[\\]:]+)(?::([0-9]{1,5}))?");

    private CardTargets() {
    }

    static Target normalize(String targetType, String providerDomain, String canonicalEndpoint, String version,
                            String taskCategory, String interfaceDigest, String region) {
        return new Target(targetType, domain(providerDomain), endpoint(canonicalEndpoint),
                PostgresText.requireStorable(version, "version", "a quality card"), taskCategory(taskCategory),
                interfaceDigest == null ? null : DigestFields.normalize(interfaceDigest),
                region == null ? null : nonBlank(lower(region), "region"));
    }

    static String cardId(Target target) {
        StringBuilder form = new StringBuilder(ID_DOMAIN).append('\n');
        for (String field : new String[] {target.targetType(), target.providerDomain(), target.canonicalEndpoint(),
                target.version(), target.taskCategory(), target.interfaceDigest(), target.region()}) {
            form.append(field == null ? "-" : field.length() + ":" + field).append('\n');
        }
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(form.toString().getBytes(StandardCharsets.UTF_8));
            return "tmc_" + HexFormat.of().formatHex(digest).substring(0, 40);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    static String taskCategory(String taskCategory) {
        return nonBlank(SPACES.matcher(lower(taskCategory)).replaceAll(" "), "task_category");
    }

    private static String domain(String value) {
        String domain = ascii(lower(PostgresText.requireStorable(value, "provider_domain", "a quality card")),
                "provider_domain");
        domain = domain.endsWith(".") ? domain.substring(0, domain.length() - 1) : domain;
        for (String label : domain.split("\\.", -1)) {
            if (!LABEL.matcher(label).matches()) {
                throw invalid("provider_domain", "provider_domain must be a domain name such as api.example.com.");
            }
        }
        return domain;
    }

    private static String endpoint(String value) {
        URI uri;
        try {
            uri = new URI(PostgresText.requireStorable(value, "canonical_endpoint", "a quality card"));
        } catch (URISyntaxException e) {
            throw invalid("canonical_endpoint", "canonical_endpoint must be an absolute http or https URL.");
        }
        String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
        String authority = uri.getRawAuthority();
        if (!(scheme.equals("https") || scheme.equals("http")) || authority == null || authority.isEmpty()) {
            throw invalid("canonical_endpoint", "canonical_endpoint must be an absolute http or https URL.");
        }
        if (authority.contains("@") || uri.getRawQuery() != null || uri.getRawFragment() != null) {
            throw invalid("canonical_endpoint", "canonical_endpoint must name the endpoint only: no user info,"
                    + " query or fragment (they can carry credentials).");
        }
        Matcher hostPort = HOST_PORT.matcher(authority);
        if (!hostPort.matches()) {
            throw invalid("canonical_endpoint", "canonical_endpoint must be an absolute http or https URL.");
        }
        String port = hostPort.group(2);
        boolean defaultPort = port == null || (scheme.equals("https") && port.equals("443"))
                || (scheme.equals("http") && port.equals("80"));
        String path = uri.getRawPath() == null ? "" : uri.getRawPath().replaceAll("/+$", "");
        return scheme + "://" + host(hostPort.group(1)) + (defaultPort ? "" : ":" + port) + path;
    }

    /** A host as its domain is compared (an IPv6 literal in lower case as written). */
    private static String host(String host) {
        if (host.startsWith("[")) {
            return lower(host);
        }
        String ascii = ascii(lower(host), "canonical_endpoint");
        return ascii.endsWith(".") ? ascii.substring(0, ascii.length() - 1) : ascii;
    }

    private static String ascii(String name, String field) {
        try {
            return IDN.toASCII(name, IDN.USE_STD3_ASCII_RULES).toLowerCase(Locale.ROOT);
        } catch (IllegalArgumentException e) {
            throw invalid(field, field + " holds a host name that is not a valid internationalized domain name.");
        }
    }

    private static String lower(String value) {
        return value.strip().toLowerCase(Locale.ROOT);
    }

    private static String nonBlank(String value, String field) {
        if (value.isEmpty()) {
            throw invalid(field, field + " must not be blank.");
        }
        return PostgresText.requireStorable(value, field, "a quality card");
    }

    private static ProblemException invalid(String field, String detail) {
        return ProblemException.unprocessable("invalid_" + field, detail, "/" + field);
    }
}
