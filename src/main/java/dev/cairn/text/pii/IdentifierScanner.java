package dev.cairn.text.pii;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Finds personal identifiers in one pass over the text. Each position where a token starts is offered to the
 * detectors its first character can open (a digit, '+', '(', ':', a letter, "0x", "bc1"...), and each
 * '@' to the e-mail detector; every detector reads a bounded window, so a scan is linear in the text's length.
 * Stateless and thread-safe.
 */
public final class IdentifierScanner {
    private static final Comparator<Identifier> BY_START_LONGEST_FIRST =
            Comparator.comparingInt(Identifier::start).thenComparingInt(id -> -id.end());

    private final Phones phones;

    /**
     * {@code defaultRegion}: ISO 3166 region whose national phone formats are tried first, e.g. "US"; national
     * numbers of other countries are recognised from their context (a country named, a trunk prefix, a cue).
     */
    public IdentifierScanner(String defaultRegion) {
        this.phones = new Phones(defaultRegion);
    }

    /** Identifiers sorted by start, not overlapping; offsets are UTF-16 units, end exclusive. */
    public List<Identifier> scan(String text) {
        List<Identifier> found = new ArrayList<>();
        int claimedUntil = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '@') {
                Identifier email = Emails.around(text, i);
                if (email != null) {
                    found.add(email);
                }
            } else if (i >= claimedUntil && Chars.startsToken(text, i)) {
                Identifier identifier = startingAt(text, i, c);
                if (identifier != null) {
                    found.add(identifier);
                    claimedUntil = identifier.end();
                }
            }
        }
        return withoutOverlaps(found);
    }

    private Identifier startingAt(String text, int i, char c) {
        if (c == '0' || c == '1' || c == '3' || c == 'b' || c == 'B' || c == 't' || c == 'T') {
            Identifier address = found(IdentifierType.CRYPTO_ADDRESS, i, CryptoAddresses.endAt(text, i));
            if (address != null) {
                return address;
            }
        }
        if (Chars.isHex(c) || c == ':') {
            Identifier address = found(IdentifierType.IP_ADDRESS, i, Ipv6.endAt(text, i));
            if (address != null) {
                return address;
            }
        }
        if (Chars.isDigit(c)) {
            Identifier number = found(IdentifierType.IP_ADDRESS, i, Ipv4.endAt(text, i));
            number = number != null ? number : found(IdentifierType.CREDIT_CARD, i, PaymentCards.endAt(text, i));
            number = number != null ? number : found(IdentifierType.US_SSN, i, Ssn.endAt(text, i));
            return number != null ? number : found(IdentifierType.PHONE, i, phones.endAt(text, i));
        }
        if (Chars.isLetter(c)) {
            return found(IdentifierType.IBAN, i, Iban.endAt(text, i));
        }
        return c == '+' || c == '(' ? found(IdentifierType.PHONE, i, phones.endAt(text, i)) : null;
    }

    private static Identifier found(IdentifierType type, int start, int end) {
        return end > start ? new Identifier(type, start, end) : null;
    }

    /** E-mail addresses are found from their '@', after a token inside them may have been taken for another. */
    private static List<Identifier> withoutOverlaps(List<Identifier> found) {
        found.sort(BY_START_LONGEST_FIRST);
        List<Identifier> kept = new ArrayList<>(found.size());
        int end = 0;
        for (Identifier identifier : found) {
            if (identifier.start() >= end) {
                kept.add(identifier);
                end = identifier.end();
            }
        }
        return kept;
    }
}
