package dev.cairn.text.context;

import dev.cairn.text.unicode.ScrubResult;
import java.util.Locale;
import java.util.Map;

/** What scrubbing changed: the mode, and counts (of code points) per category removed and replaced. */
public record ScrubStep(String mode, boolean changed, Map<String, Integer> removed, Map<String, Integer> replaced) {
    static ScrubStep of(String mode, ScrubResult scrub) {
        return new ScrubStep(mode.toLowerCase(Locale.ROOT), scrub.changed(), scrub.removed(), scrub.replaced());
    }
}
