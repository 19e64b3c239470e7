package dev.cairn.http;

import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dropwizard.core.server.DefaultServerFactory;
import io.dropwizard.core.server.SimpleServerFactory;
import io.dropwizard.jetty.HttpConnectorFactory;
import io.dropwizard.jetty.HttpsConnectorFactory;
import java.util.List;
import org.junit.jupiter.api.Test;

class ClientAddressFilterTest {
    private static final ClientAddressFilter.Resolver PEER = (peer, forwarded, forwardedFor) -> peer;

    private static HttpConnectorFactory connector(HttpConnectorFactory connector, boolean useForwardedHeaders) {
        connector.setUseForwardedHeaders(useForwardedHeaders);
        return connector;
    }

    @Test
    void aConnectorThatTakesForwardedHeadersFailsTheStart() {
        DefaultServerFactory server = new DefaultServerFactory();
        server.setApplicationConnectors(List.of(connector(new HttpConnectorFactory(), false),
                connector(new HttpsConnectorFactory(), true)));
        assertThatThrownBy(() -> new ClientAddressFilter(server, PEER))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("useForwardedHeaders must be false")
                .hasMessageContaining("access.trustedProxies");
        SimpleServerFactory simple = new SimpleServerFactory();
        simple.setConnector(connector(new HttpConnectorFactory(), true));
        assertThatThrownBy(() -> new ClientAddressFilter(simple, PEER)).isInstanceOf(IllegalStateException.class);
    }

    @Test
    void connectorsThatLeaveTheAddressAloneStart() {
        DefaultServerFactory server = new DefaultServerFactory();
        server.setApplicationConnectors(List.of(connector(new HttpConnectorFactory(), false)));
        server.setAdminConnectors(List.of(connector(new HttpConnectorFactory(), true))); // not what clients reach
        assertThatCode(() -> new ClientAddressFilter(server, PEER)).doesNotThrowAnyException();
        assertThatCode(() -> new ClientAddressFilter(new SimpleServerFactory(), PEER)).doesNotThrowAnyException();
    }
}
