package dev.cairn.text.unicode;

/** Whether the whole text is already in NFC and in NFKC. */
public record Normalization(boolean nfc, boolean nfkc) {
}
