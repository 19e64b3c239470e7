package dev.cairn.text.secrets;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.re2j.Matcher;
import java.io.IOException;
import java.nio.CharBuffer;
import java.util.List;
import org.junit.jupiter.api.Test;

class RuleIndexTest {
    /** The anchored copies only stop RE2J early: at every start in every corpus text, each matches where its rule does. */
    @Test
    void anAnchoredPatternMatchesExactlyWhereItsRuleDoes() throws IOException {
        List<Rule> rules = Rules.all();
        RuleIndex index = RuleIndex.of(rules, SecretDetector.ALLOW_MARKER);
        int matches = 0;
        for (RuleCorpusTest.Case corpusCase : RuleCorpusTest.load("/secrets/rules.tsv")) {
            String text = corpusCase.text();
            for (int r = 0; r < rules.size(); r++) {
                if (index.anchored()[r] == null) {
                    assertThat(rules.get(r).triedAtHit()).isFalse();
                    continue;
                }
                for (int from = 0; from < text.length(); from += 7) {
                    Matcher plain = rules.get(r).pattern().matcher(CharBuffer.wrap(text, from, text.length()));
                    Matcher anchored = index.anchored()[r].matcher(CharBuffer.wrap(text, from, text.length()));
                    boolean found = plain.lookingAt();
                    assertThat(anchored.lookingAt()).isEqualTo(found);
                    if (found) {
                        matches++;
                        assertThat(anchored.end()).isEqualTo(plain.end());
                        for (String group : rules.get(r).pattern().namedGroups().keySet()) {
                            assertThat(anchored.start(group)).isEqualTo(plain.start(group));
                            assertThat(anchored.end(group)).isEqualTo(plain.end(group));
                        }
                    }
                }
            }
        }
        assertThat(matches).isGreaterThan(100);
    }
}
