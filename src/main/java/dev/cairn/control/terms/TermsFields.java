package dev.cairn.control.terms;

import dev.cairn.api.Json;
import dev.cairn.api.DigestFields;
import dev.cairn.store.Digests;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The six fields a pin holds and a check compares, always in this order, each as it is stored: digests in
 * {@code sha256:} form, the price as its decimal digits, the label and currency as given.
 */
final class TermsFields {
    static final List<String> NAMES = List.of("terms_digest", "interface_digest", "counterparty_fingerprint",
            "version_label", "price_minor", "currency");

    private TermsFields() {
    }

    /** What a comparison found: the fields compared, those that differ, those the pin holds no value for. */
    record Comparison(List<String> compared, List<String> drifted, List<String> notPinned) {
    }

    /** The fields the request supplies, by name, in {@link #NAMES} order; absent ones are left out. */
    static Map<String, String> supplied(TermsRecords.Manage request) {
        Map<String, String> fields = new LinkedHashMap<>();
        put(fields, "terms_digest", digest(request.termsDigest()));
        put(fields, "interface_digest", digest(request.interfaceDigest()));
        put(fields, "counterparty_fingerprint", digest(request.counterpartyFingerprint()));
        put(fields, "version_label", request.versionLabel());
        put(fields, "price_minor", request.priceMinor() == null ? null : request.priceMinor().toString());
        put(fields, "currency", request.currency());
        return fields;
    }

    /** What makes two pins the same: every field (absent ones too) and the lifetime, unambiguously encoded. */
    static String params(Map<String, String> supplied, int expiresInSeconds) {
        List<Object> values = new ArrayList<>();
        NAMES.forEach(name -> values.add(supplied.get(name)));
        values.add(expiresInSeconds);
        return Digests.sha256Hex(Json.MAPPER.valueToTree(values).toString());
    }

    /** The names a stored pin holds values for (its {@code pinned} field, space-separated). */
    static List<String> pinned(String stored) {
        return stored == null || stored.isBlank() ? List.of() : List.of(stored.trim().split(" "));
    }

    /** Compares each supplied field with the stored one; a field the pin does not hold is not_pinned, not drifted. */
    static Comparison compare(Map<String, String> supplied, Map<String, String> stored, List<String> pinned) {
        List<String> drifted = new ArrayList<>();
        List<String> notPinned = new ArrayList<>();
        Set<String> held = Set.copyOf(pinned);
        for (Map.Entry<String, String> field : supplied.entrySet()) {
            if (!held.contains(field.getKey())) {
                notPinned.add(field.getKey());
            } else if (!field.getValue().equals(stored.get(field.getKey()))) {
                drifted.add(field.getKey());
            }
        }
        return new Comparison(List.copyOf(supplied.keySet()), drifted, notPinned);
    }

    private static String digest(String value) {
        return value == null ? null : DigestFields.normalize(value);
    }

    private static void put(Map<String, String> fields, String name, String value) {
        if (value != null) {
            fields.put(name, value);
        }
    }
}
