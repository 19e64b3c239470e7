package dev.cairn.text.pii;

import java.util.List;

/** Shared scanner and a readable view of what it finds: "TYPE matched-text". */
final class Scans {
    static final IdentifierScanner US = new IdentifierScanner("US");

    private Scans() {
    }

    static List<String> found(String text) {
        return found(US, text);
    }

    static List<String> found(IdentifierScanner scanner, String text) {
        return scanner.scan(text).stream()
                .map(id -> id.type().label() + " " + text.substring(id.start(), id.end()))
                .toList();
    }
}
