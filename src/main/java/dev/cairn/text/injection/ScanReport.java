package dev.cairn.text.injection;

import java.util.List;
import java.util.Map;

/**
 * The result of {@link InjectionScanner#scan(String)}.
 *
 * @param riskLevel {@code none}, {@code low}, {@code medium} or {@code high}, from {@code score}
 * @param score     0..100: per region of the text, the strongest signal per category, the strongest counted
 *                  fully and the others at half weight; the worst region
 * @param signals   at most {@link InjectionScanner#MAX_SIGNALS}, by offset
 * @param truncated when more signals were found than listed (the summary counts them all)
 * @param notice    the statement that this is a heuristic, not a determination of safety
 */
public record ScanReport(String riskLevel, int score, List<Signal> signals, boolean truncated, Summary summary,
                         String notice) {

    /**
     * @param countsByCategory signals per category, keys sorted
     * @param highestSeverity  {@code none} when there is no signal
     */
    public record Summary(int signalCount, Map<String, Integer> countsByCategory, String highestSeverity) {
    }
}
