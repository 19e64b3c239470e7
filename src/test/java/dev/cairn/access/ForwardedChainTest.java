package dev.cairn.access;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.common.net.InetAddresses;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ForwardedChainTest {
    private static List<String> forwarded(String... lines) {
        return ForwardedChain.ofForwarded(List.of(lines), TrustedProxies.MOST_HOPS).hops();
    }

    private static List<String> forwardedFor(String... lines) {
        return ForwardedChain.ofForwardedFor(List.of(lines), TrustedProxies.MOST_HOPS).hops();
    }

    @Test
    void rfc7239ExamplesNameTheirForParameter() {
        assertThat(forwarded("for=\"_gazonk\"")).containsExactly("_gazonk");
        assertThat(forwarded("For=\"[2001:db8:cafe::17]:4711\"")).containsExactly("[2001:db8:cafe::17]:4711");
        assertThat(forwarded("for=192.0.2.60;proto=http;by=203.0.113.43")).containsExactly("192.0.2.60");
        assertThat(forwarded("for=192.0.2.43, for=198.51.100.17")).containsExactly("192.0.2.43", "198.51.100.17");
        assertThat(forwarded("for=192.0.2.43,for=\"[2001:db8:cafe::17]\",for=unknown"))
                .containsExactly("192.0.2.43", "[2001:db8:cafe::17]", "unknown");
    }

    @Test
    void severalLinesAreOneListInOrder() {
        assertThat(forwarded("for=192.0.2.1", "FOR=192.0.2.2;proto=https, for=192.0.2.3"))
                .containsExactly("192.0.2.1", "192.0.2.2", "192.0.2.3");
        assertThat(forwardedFor("203.0.113.1, 10.0.0.1", "10.0.0.2")).containsExactly("203.0.113.1", "10.0.0.1", "10.0.0.2");
    }

    @Test
    void quotesKeepSeparatorsAndEscapes() {
        assertThat(forwarded("by=\"a,b;c\";for=\"192.0.2.\\9\", for=192.0.2.8")).containsExactly("192.0.2.9", "192.0.2.8");
    }

    @Test
    void emptyElementsAreNoHopsAndAnElementWithoutAReadableForIsUnknown() {
        assertThat(forwarded(" , ,for=192.0.2.1,,")).containsExactly("192.0.2.1");
        assertThat(forwarded("proto=https;by=10.0.0.1, for=192.0.2.1")).containsExactly("unknown", "192.0.2.1");
        assertThat(forwarded("for=192.0.2.1;for=192.0.2.2")).containsExactly("unknown");
        assertThat(forwarded("for")).containsExactly("unknown");
        assertThat(forwarded("for=\"192.0.2.1\"junk, for=192.0.2.2")).containsExactly("unknown", "192.0.2.2");
        // an unterminated quote swallows the rest of its line: the client behind it is unknown, not anyone's
        assertThat(forwarded("for=\"192.0.2.1, for=192.0.2.2")).containsExactly("unknown");
        assertThat(forwarded("for=\"192.0.2.1", "for=192.0.2.2")).containsExactly("unknown", "192.0.2.2");
        assertThat(forwarded("")).isEmpty();
        assertThat(forwardedFor(" , ")).isEmpty();
    }

    @Test
    void onlyTheRightmostHopsAreKeptAndLinearlyRead() {
        String many = String.join(", ", Collections.nCopies(200_000, "198.51.100.7"));
        ForwardedChain xff = ForwardedChain.ofForwardedFor(List.of(many, "192.0.2.1"), 64);
        assertThat(xff.hops()).hasSize(64).endsWith("192.0.2.1");
        assertThat(xff.truncated()).isTrue();
        String elements = String.join(",", Collections.nCopies(200_000, "for=\"[2001:db8::1]\";proto=https"));
        ForwardedChain rfc = ForwardedChain.ofForwarded(List.of(elements), 64);
        assertThat(rfc.hops()).hasSize(64).containsOnly("[2001:db8::1]");
        assertThat(rfc.truncated()).isTrue();
        assertThat(ForwardedChain.ofForwardedFor(List.of("a, b"), 64).truncated()).isFalse();
    }

    @ParameterizedTest
    @CsvSource(nullValues = "null", value = {
            "192.0.2.1, 192.0.2.1",
            "' 192.0.2.1 ', 192.0.2.1",
            "192.0.2.1:8080, 192.0.2.1",
            "192.0.2.1:_port, 192.0.2.1",
            "2001:db8::1, 2001:db8::1",
            "2001:DB8:0:0:0:0:0:1, 2001:db8::1",
            "[2001:db8::1], 2001:db8::1",
            "[2001:db8::1]:4711, 2001:db8::1",
            "fe80::1%eth0, fe80::1",
            "[fe80::1%25eth0]:80, fe80::1",
            "::ffff:192.0.2.1, 192.0.2.1",
            "[::ffff:192.0.2.1]:1, 192.0.2.1",
            "unknown, null",
            "_gazonk, null",
            "example.com, null",
            "localhost, null",
            "192.0.2.1:, null",
            "192.0.2.1:99999999, null",
            "[2001:db8::1, null",
            "[2001:db8::1]x, null",
            "192.0.2.1%eth0, null",
            "'', null",
            "null, null",
            "300.0.0.1, null",
            "01.2.3.4, null"})
    void aHopIsAnIpAddressWithoutPortBracketsOrZoneOrNothing(String hop, String address) {
        assertThat(ForwardedChain.address(hop).map(InetAddresses::toAddrString).orElse(null)).isEqualTo(address);
    }

    @Test
    void aLongHopIsNoAddress() {
        assertThat(ForwardedChain.address("0".repeat(200) + "1.2.3.4")).isEmpty();
    }
}
