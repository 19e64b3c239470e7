package dev.cairn.text.injection;

/**
 * Reads tags and URLs out of the text within a budget of a few times the text's length, so crafted markup
 * cannot make the scan quadratic.
 */
final class MarkupReader {
    static final int MAX_TAG = 2000;
    final String text;
    private long budget;

    MarkupReader(String text) {
        this.text = text;
        this.budget = 4L * text.length() + 10_000;
    }

    boolean exhausted() {
        return budget <= 0;
    }

    /** The '>' closing the tag at {@code start}; -1 when another '<' or the reach limit comes first. */
    int tagEnd(int start) {
        int limit = Math.min(text.length(), start + MAX_TAG);
        for (int i = start + 1; i < limit; i++) {
            char c = text.charAt(i);
            if (c == '>') {
                budget -= i - start;
                return i;
            }
            if (c == '<') {
                break;
            }
        }
        budget -= limit - start;
        return -1;
    }

    int urlEnd(int url) {
        int end = Urls.end(text, url);
        budget -= end - url;
        return end;
    }
}
