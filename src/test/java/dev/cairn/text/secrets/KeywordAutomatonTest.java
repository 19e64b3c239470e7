package dev.cairn.text.secrets;

import static dev.cairn.text.secrets.SecretDetectorTest.DETECTOR;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class KeywordAutomatonTest {
    @Test
    void reportsOverlappingAndNestedKeywordsCaseInsensitively() {
        KeywordAutomaton automaton = new KeywordAutomaton(List.of("he", "she", "his", "hers", "ghp_"));
        List<String> hits = new ArrayList<>();
        automaton.scan("uSHErs GHP_ é he", (keyword, start) -> hits.add(keyword + "@" + start));
        assertThat(hits).containsExactly("1@1", "0@2", "3@2", "4@7", "0@14");
    }

    @Test
    void everySecretOnALongDenseLineIsFoundOnce() {
        StringBuilder line = new StringBuilder();
        List<Integer> offsets = new ArrayList<>();
        for (int i = 0; i < 200; i++) {
            line.append(" password token secret ");
            offsets.add(line.length());
            line.append(SecretDetectorTest.GITHUB).append(' ');
            line.append("bot ").append(i % 10 + 384729100).append(":AAZq8xR2mK7vT4pL9wN3cBa6Yd1H0eJsUiO ");
        }
        SecretReport report = DETECTOR.detect(line.toString());
        assertThat(report.summary().countsByRule()).containsEntry("github-classic-pat", 200)
                .containsEntry("telegram-bot-token", 200);
        assertThat(report.findings().stream().filter(f -> f.ruleId().equals("github-classic-pat"))
                .map(SecretFinding::offset).toList()).isEqualTo(offsets);
    }
}
