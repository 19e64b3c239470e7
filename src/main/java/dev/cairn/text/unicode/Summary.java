package dev.cairn.text.unicode;

import java.util.List;
import java.util.Map;

/**
 * Exact totals, also when the finding list is truncated.
 *
 * @param countsByCategory findings per category, keys sorted
 * @param scripts          ISO 15924 names of the scripts present (Common and Inherited left out), sorted
 * @param highestSeverity  {@code none} when there is no finding
 * @param restrictionLevel UTS #39 restriction level of the whole text, lower snake_case
 */
public record Summary(int findingCount, Map<String, Integer> countsByCategory, List<String> scripts,
                      String highestSeverity, String restrictionLevel) {
}
