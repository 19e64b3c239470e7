package dev.cairn.text.injection;

import java.util.List;
import java.util.function.Function;

/**
 * Decodes base64, hex and percent-encoded runs and scans the decoded text again; its signals are reported
 * at the encoded run, with {@code decodedFrom}, beside one {@code encoded_payload} signal. Bounded: each run is read up to
 * {@link #MAX_RUN} chars and at most {@link #MAX_RUNS} runs are decoded per scan.
 */
final class EncodedPayloads {
    static final int MAX_RUN = 65_536;
    static final int MAX_RUNS = 1000;

    /** Words, not a token: a decoded sentence is hidden text; a decoded identifier is not. */
    private static final int PROSE_SPACES = 3;

    private EncodedPayloads() {
    }

    private static boolean prose(String plain) {
        return plain.chars().filter(c -> c == ' ').limit(PROSE_SPACES).count() == PROSE_SPACES;
    }

    static void add(String text, Function<String, List<Draft>> rescan, List<Draft> out) {
        int decoded = 0;
        for (EncodedRuns.Run run : EncodedRuns.find(text)) {
            if (decoded == MAX_RUNS) {
                return;
            }
            int end = Math.min(run.end(), run.start() + MAX_RUN);
            String plain = Decoder.decode(run.kind(), text.substring(run.start(), end));
            if (plain == null) {
                continue;
            }
            decoded++;
            int worst = 0;
            for (Draft inner : rescan.apply(plain)) {
                out.add(inner.at(run.start(), run.end(), run.kind()));
                worst = Math.max(worst, inner.severity());
            }
            if (worst > 0) {
                out.add(new Draft("encoded_payload", worst, run.start(), run.end(),
                    "an encoded payload whose decoded text carries risk signals", run.kind()));
            } else if (prose(plain)) {
                out.add(new Draft("encoded_payload", Severity.LOW, run.start(), run.end(),
                    "an encoded run that decodes to readable text", run.kind()));
            }
        }
    }
}
