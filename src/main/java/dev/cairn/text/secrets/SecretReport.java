package dev.cairn.text.secrets;

import java.util.List;
import java.util.Map;

/** The result of detect_secrets; {@code truncated} when more than 1,000 findings (the summary counts them all). */
public record SecretReport(List<SecretFinding> findings, boolean truncated, Summary summary) {

    /**
     * @param countsByRule      findings per rule id, keys sorted
     * @param countsByProvider  findings per provider, keys sorted
     * @param highestConfidence {@code none} when there is no finding
     */
    public record Summary(int findingCount, Map<String, Integer> countsByRule, Map<String, Integer> countsByProvider,
                          String highestConfidence) {
    }
}
