package dev.cairn.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.re2j.Pattern;
import org.junit.jupiter.api.Test;

class LoggedRequestTest {
    @Test
    void onlyTheTwoAsciiCasesOfGnalFoldToItSoThePrefilterMissesNoSignalRoute() {
        for (String letter : new String[] {"g", "n", "a", "l"}) {
            Pattern folded = Pattern.compile("(?i)" + letter);
            for (int c = 0; c <= Character.MAX_CODE_POINT; c++) {
                String candidate = new String(Character.toChars(c));
                if (folded.matcher(candidate).matches()) {
                    assertThat(candidate.toLowerCase()).isEqualTo(letter);
                    assertThat(c).isLessThan(0x80);
                }
            }
        }
    }

    @Test
    void thePrefilterPassesEverySpellingOfTheSignalRouteAndNoOrdinaryRoute() {
        for (String path : new String[] {"/signal/abc", "/SIGNAL/abc", "/sIgNaL;x=1/abc", "/v1/x/signal/t"}) {
            assertThat(LoggedRequest.mayName(path)).as(path).isTrue();
        }
        for (String path : new String[] {"/v1/actions/lock", "/v1/inspect", "/", "", "/gna", "/signa/"}) {
            assertThat(LoggedRequest.mayName(path)).as(path).isFalse();
        }
    }
}
