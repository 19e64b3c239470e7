package dev.cairn.text.pii;

/** The kinds of personal identifier that {@link IdentifierScanner} finds. */
public enum IdentifierType {
    EMAIL, PHONE, CREDIT_CARD, IBAN, US_SSN, IP_ADDRESS, CRYPTO_ADDRESS;

    /** Placeholder label, e.g. "EMAIL", "CREDIT_CARD" (same as name()). */
    public String label() {
        return name();
    }
}
