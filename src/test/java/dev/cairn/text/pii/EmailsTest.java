package dev.cairn.text.pii;

import static dev.cairn.text.pii.Scans.found;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class EmailsTest {
    @ParameterizedTest
    @ValueSource(strings = {"jane.doe@example.org", "x%y@example.io",
        "first-last@sub-domain.example.museum", "a1@b2.example.com"})
    void findsPracticalAddresses(String address) {
        assertThat(found("Contact: <" + address + ">.")).containsExactly("EMAIL " + address);
        assertThat(found("mailto:" + address + "?subject=hi")).containsExactly("EMAIL " + address);
    }

    @ParameterizedTest
    @ValueSource(strings = {"@Override public void run()", "ssh root@localhost", "npm i @scope/pkg@1.2.3",
        "npm i @babel/core@7.24.0", "icon@2x.png", "logo@3x.webp", "ping @channel", "user@", "a@b.c", "a@b.123",
        "jane..doe@example.org", "jane.@example.org", "x@-example.org", "x@example-.org", "x@example.org-",
        "müller@example.de"})
    void ignoresLookalikes(String text) {
        assertThat(found(text)).noneMatch(s -> s.startsWith("EMAIL"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"Mail .jane@example.org now", "(jane@example.org)", "email=jane@example.org&x=1"})
    void trimsSurroundingPunctuation(String text) {
        assertThat(found(text)).containsExactly("EMAIL jane@example.org");
    }

    @ParameterizedTest
    @ValueSource(strings = {"請聯絡jane@example.org", "メールはjane@example.orgまで", "연락처jane@example.org",
        "ติดต่อjane@example.org", "联系邮箱：jane@example.org。", "お問い合わせjane@example.orgへ"})
    void anAddressRightAfterAnUnspacedScriptStartsThere(String text) {
        assertThat(found(text)).containsExactly("EMAIL jane@example.org");
    }

    @ParameterizedTest
    @ValueSource(strings = {"Grüßejane@example.org", "Олегjane@example.org", "αβγjane@example.org"})
    void anAddressGluedToALetterOfASpacedScriptIsNotCut(String text) {
        assertThat(found(text)).noneMatch(s -> s.startsWith("EMAIL"));
    }
}
