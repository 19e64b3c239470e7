package dev.cairn.text.unicode;

import java.util.Map;

/** Scrubbed text, whether it differs from the input, and counts (of code points) per category. */
public record ScrubResult(String text, boolean changed, Map<String, Integer> removed, Map<String, Integer> replaced) {
}
