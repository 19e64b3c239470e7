package dev.cairn.discovery;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cairn.catalog.Catalog;
import dev.cairn.catalog.Operation;
import dev.cairn.catalog.TextTools;
import dev.cairn.control.action.ActionService;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** With x402 enabled, the premium tools' paid twins, their payment header and their 402 are documented. */
class OpenApiPayPerCallTest {
    private static List<Operation<?>> operations() {
        Catalog.Builder catalog = Catalog.builder();
        catalog.add(TextTools.SCAN_UNTRUSTED_TEXT, Object.class, (request, caller) -> request);
        catalog.add(ActionService.FINGERPRINT_ACTION, Object.class, (request, caller) -> request);
        return catalog.build().operations();
    }

    private static JsonNode document(boolean payPerCall) {
        return DiscoveryFixtures.openApi(operations(), payPerCall).render(DiscoveryFixtures.LINKS);
    }

    @Test
    void aPremiumToolHasAPaidTwinThatTakesNoKey() {
        JsonNode document = document(true);
        JsonNode paid = document.at("/paths/~1x402~1v1~1scan/post");
        assertThat(paid.path("operationId").asText()).isEqualTo("scan_untrusted_text_x402");
        assertThat(paid.path("security").toString()).isEqualTo("[{}]");
        assertThat(paid.at("/parameters/0/$ref").asText()).isEqualTo("#/components/parameters/PaymentSignature");
        assertThat(paid.path("responses").fieldNames()).toIterable()
                .containsExactly("200", "400", "402", "413", "422", "500", "503");
        assertThat(paid.at("/responses/200/headers").has("PAYMENT-RESPONSE")).isTrue();
        assertThat(paid.at("/requestBody")).isEqualTo(document.at("/paths/~1v1~1scan/post/requestBody"));
        assertThat(document.at("/components/responses/PaymentRequired/headers").fieldNames()).toIterable()
                .containsExactly("PAYMENT-REQUIRED", "PAYMENT-RESPONSE");
        assertThat(document.at("/components/parameters/PaymentSignature/name").asText())
                .isEqualTo("PAYMENT-SIGNATURE");
    }

    @Test
    void thePremiumRouteItselfTakesAPaymentAndAnswers402PastItsTrial() {
        JsonNode document = document(true);
        JsonNode premium = document.at("/paths/~1v1~1scan/post");
        assertThat(premium.at("/responses/402/$ref").asText()).isEqualTo("#/components/responses/PaymentRequired");
        assertThat(premium.at("/parameters/0/$ref").asText()).isEqualTo("#/components/parameters/PaymentSignature");
        JsonNode free = document.at("/paths/~1v1~1actions~1fingerprint/post");
        assertThat(free.path("responses").has("402")).isFalse();
        assertThat(free.has("parameters")).isFalse();
        assertThat(document.path("paths").has("/x402/v1/actions/fingerprint")).isFalse();
    }

    @Test
    void withPayPerCallDisabledNothingOfItIsDocumented() {
        JsonNode document = document(false);
        assertThat(document.path("paths").has("/x402/v1/scan")).isFalse();
        assertThat(document.at("/paths/~1v1~1scan/post/responses").has("402")).isFalse();
        assertThat(document.at("/paths/~1v1~1scan/post").has("parameters")).isFalse();
    }

    @Test
    void everyReferenceResolvesAndOperationIdsStayUnique() {
        JsonNode document = document(true);
        DiscoveryFixtures.strings(document).stream().filter(text -> text.pointer().endsWith("/$ref"))
                .forEach(ref -> assertThat(document.at(ref.value().substring(1)).isMissingNode()).as(ref.value())
                        .isFalse());
        List<String> ids = new ArrayList<>();
        document.path("paths").forEach(item -> item.forEach(operation -> ids.add(operation.path("operationId")
                .asText())));
        assertThat(ids).doesNotHaveDuplicates();
    }
}
