package dev.cairn.text.validate;

/** Keeps library messages readable: some quote whole enums or schemas. */
final class Messages {
    static final int MAX_CODE_POINTS = 300;

    private Messages() {
    }

    static String shortened(String message) {
        if (message.codePointCount(0, message.length()) <= MAX_CODE_POINTS) {
            return message;
        }
        return message.substring(0, message.offsetByCodePoints(0, MAX_CODE_POINTS)) + "…";
    }
}
