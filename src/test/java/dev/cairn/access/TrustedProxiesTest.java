package dev.cairn.access;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.google.common.net.InetAddresses;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class TrustedProxiesTest {
    private static final TrustedProxies PROXIES = TrustedProxies.of(List.of("10.0.0.0/8", "192.0.2.7", "2001:db8:ff::/48"));
    private static final List<String> NONE = List.of();

    private static String xff(String peer, String... lines) {
        return PROXIES.clientAddress(peer, NONE, List.of(lines));
    }

    private static String rfc(String peer, String... lines) {
        return PROXIES.clientAddress(peer, List.of(lines), NONE);
    }

    private static boolean trusts(String entries, String address) {
        return TrustedProxies.of(List.of(entries.split(" "))).trusts(InetAddresses.forString(address));
    }

    @ParameterizedTest
    @CsvSource({
            "0.0.0.0/0, 203.0.113.9, true",
            "0.0.0.0/0, 2001:db8::1, false",
            "::/0, 2001:db8::1, true",
            "::/0, 203.0.113.9, false",
            "::/0, ::ffff:203.0.113.9, false",
            "192.0.2.7/32, 192.0.2.7, true",
            "192.0.2.7/32, 192.0.2.6, false",
            "192.0.2.7, 192.0.2.8, false",
            "192.0.2.0/25, 192.0.2.127, true",
            "192.0.2.0/25, 192.0.2.128, false",
            "192.0.2.9/24, 192.0.2.200, true",
            "10.0.0.0/9, 10.127.255.255, true",
            "10.0.0.0/9, 10.128.0.0, false",
            "2001:db8::1/128, 2001:db8::1, true",
            "2001:db8::1/128, 2001:db8::2, false",
            "2001:db8::/127, 2001:db8::1, true",
            "2001:db8::/127, 2001:db8::2, false",
            "2001:db8::/32, 2001:db8:ffff:ffff:ffff:ffff:ffff:ffff, true",
            "2001:db8::/32, 2001:db9::, false",
            "::ffff:192.0.2.7, 192.0.2.7, true",
            "192.0.2.7, ::ffff:192.0.2.7, true",
            "::1, 127.0.0.1, false",
            "127.0.0.1 ::1, ::1, true"})
    void blocksMatchTheirPrefixAndOnlyTheirFamily(String entries, String address, boolean trusted) {
        assertThat(trusts(entries, address)).isEqualTo(trusted);
    }

    @ParameterizedTest
    @ValueSource(strings = {"proxy.internal", "localhost", "10.0.0.0/33", "::/129", "10.0.0.0/-1", "10.0.0.0/", "/8",
            "10.0.0.0/8/8", "10.0.0.0/ 8", "10.0.0.0/0008", "fe80::1%eth0", "[::1]", "10.0.0.1:80", "10.0.0", "*",
            "::ffff:10.0.0.0/104"})
    void anEntryThatIsNoAddressOrBlockIsRefused(String entry) {
        assertThatThrownBy(() -> TrustedProxies.of(List.of("10.0.0.1", entry))).isInstanceOf(IllegalArgumentException.class);
        assertThat(TrustedProxies.valid(List.of(entry))).isFalse();
    }

    @Test
    void anUntrustedPeerIsTheClientWhateverItsHeadersSay() {
        assertThat(PROXIES.clientAddress("203.0.113.5", List.of("for=198.51.100.1"), List.of("198.51.100.2")))
                .isEqualTo("203.0.113.5");
        assertThat(xff("2001:db8:1::5", "10.0.0.1")).isEqualTo("2001:db8:1::5");
        assertThat(TrustedProxies.of(NONE).clientAddress("10.0.0.1", NONE, List.of("198.51.100.2"))).isEqualTo("10.0.0.1");
        assertThat(xff("::ffff:203.0.113.5", "198.51.100.2")).isEqualTo("203.0.113.5");
        assertThat(xff("[2001:db8:1::5]", "198.51.100.2")).isEqualTo("2001:db8:1::5");
    }

    @Test
    void behindTrustedProxiesTheRightmostUntrustedHopIsTheClient() {
        assertThat(xff("10.0.0.1", "203.0.113.1, 203.0.113.9")).isEqualTo("203.0.113.9");
        assertThat(xff("10.0.0.1", "203.0.113.1, 203.0.113.9, 192.0.2.7, 10.1.2.3")).isEqualTo("203.0.113.9");
        assertThat(xff("10.0.0.1", "203.0.113.1", "2001:db8:1::9:1", "2001:db8:ff:1::2")).isEqualTo("2001:db8:1::9:1");
        assertThat(rfc("2001:db8:ff::1", "for=203.0.113.1, for=\"[2001:db8:1::9]:443\";proto=https, for=10.9.9.9"))
                .isEqualTo("2001:db8:1::9");
        assertThat(xff("10.0.0.1", "203.0.113.9:51234")).isEqualTo("203.0.113.9");
    }

    @Test
    void forwardedWinsOverXForwardedForWhenItNamesAHop() {
        assertThat(PROXIES.clientAddress("10.0.0.1", List.of("for=203.0.113.1"), List.of("203.0.113.2")))
                .isEqualTo("203.0.113.1");
        assertThat(PROXIES.clientAddress("10.0.0.1", List.of(" , "), List.of("203.0.113.2"))).isEqualTo("203.0.113.2");
    }

    @Test
    void aSpoofedHopLeftOfTheClientChangesNothing() {
        // the client wrote "10.0.0.2, 192.0.2.7" itself; the proxy appended the address it saw
        assertThat(xff("10.0.0.1", "10.0.0.2, 192.0.2.7, 203.0.113.9")).isEqualTo("203.0.113.9");
        assertThat(rfc("10.0.0.1", "for=10.0.0.2, for=203.0.113.9")).isEqualTo("203.0.113.9");
    }

    @Test
    void whenEveryHopIsTrustedTheLeftmostIsTheClient() {
        assertThat(xff("10.0.0.1")).isEqualTo("10.0.0.1");
        assertThat(xff("10.0.0.1", "192.0.2.7, 10.0.0.5")).isEqualTo("192.0.2.7");
        assertThat(rfc("10.0.0.1", "for=\"[2001:db8:ff::3]\", for=10.0.0.2")).isEqualTo("2001:db8:ff::3");
    }

    @Test
    void aHopThatIsNoIpAddressEndsTheWalkAsUnknown() {
        assertThat(xff("10.0.0.1", "203.0.113.1, unknown, 10.0.0.3")).isEqualTo("unknown");
        assertThat(xff("10.0.0.1", "203.0.113.1, proxy.internal")).isEqualTo("unknown");
        assertThat(rfc("10.0.0.1", "for=203.0.113.1, for=_hidden")).isEqualTo("unknown");
        assertThat(rfc("10.0.0.1", "for=\"203.0.113.1")).isEqualTo("unknown");
        assertThat(xff("10.0.0.1", "%00<script>, " + "x".repeat(500))).isEqualTo("unknown");
        assertThat(ClientAddresses.bucket(xff("10.0.0.1", "_hidden"))).isEqualTo("unknown");
    }

    @Test
    void pastTheHopCapTrustedHopsLeaveTheClientUnknown() {
        List<String> trustedHops = Collections.nCopies(TrustedProxies.MOST_HOPS, "10.0.0.9");
        assertThat(xff("10.0.0.1", String.join(",", trustedHops))).isEqualTo("10.0.0.9");
        assertThat(xff("10.0.0.1", "203.0.113.1, " + String.join(",", trustedHops))).isEqualTo("unknown");
        String flood = String.join(",", Collections.nCopies(100_000, "198.51.100.1"));
        assertThat(xff("10.0.0.1", flood + ", 203.0.113.9")).isEqualTo("203.0.113.9");
    }
}
