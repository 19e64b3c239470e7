package dev.cairn.text.pii;

import static dev.cairn.text.pii.Scans.found;
import static org.assertj.core.api.Assertions.assertThat;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class IpAddressesTest {
    @ParameterizedTest
    @ValueSource(strings = {"192.168.1.1", "10.0.0.255", "0.0.0.0", "255.255.255.255", "203.0.113.7",
        "2001:db8::1", "2001:0db8:85a3:0000:0000:8a2e:0370:7334", "::1", "fe80::1ff:fe23:4567:890a", "1::",
        "::ffff:192.0.2.128", "64:ff9b::192.0.2.33", "2001:db8:0:0:1:0:0:1"})
    void findsAddresses(String address) {
        assertThat(found("from " + address + ", then")).containsExactly("IP_ADDRESS " + address);
    }

    @ParameterizedTest
    @ValueSource(strings = {"10.0.0.1:8443", "10.0.0.0/8", "[2001:db8::1]:443", "host=10.0.0.1;"})
    void findsAddressesBesidePortsAndPrefixes(String text) {
        assertThat(found(text)).hasSize(1).allMatch(s -> s.startsWith("IP_ADDRESS "));
    }

    @Test
    void findsBothEndsOfARange() {
        assertThat(found("allow 10.0.0.1-10.0.0.9")).containsExactly("IP_ADDRESS 10.0.0.1", "IP_ADDRESS 10.0.0.9");
    }

    @ParameterizedTest
    @ValueSource(strings = {"10.0.0.256", "1.2.3.4.5", "1.3.6.1.4.1.311", "010.0.0.1", "1.2.3", "version 1.2.3.4",
        "v 1.2.3.4", "build 10.0.0.1", "v1.2.3.4", "12:30:45", "00:1a:2b:3c:4d:5e", "::", "a::b", "dead::beef",
        "std::vector", "1:2:3:4:5:6:7:8:9", "2001:db8::1::2", "2001:db8:::1", "12345::1", "::ffff:300.1.2.3",
        "1.2.3.4a", "2001:db8::g1"})
    void ignoresLookalikes(String text) {
        assertThat(found("x " + text + " y")).noneMatch(s -> s.startsWith("IP_ADDRESS"));
    }

    @Property
    void anyDottedQuadInRangeIsFoundAndOneOctetOverIsNot(@ForAll @IntRange(max = 255) int a,
            @ForAll @IntRange(max = 255) int b, @ForAll @IntRange(max = 255) int c, @ForAll @IntRange(max = 255) int d,
            @ForAll @IntRange(min = 256, max = 999) int over) {
        String address = a + "." + b + "." + c + "." + d;
        assertThat(found("client " + address + " connected")).containsExactly("IP_ADDRESS " + address);
        assertThat(found("client " + a + "." + b + "." + over + "." + d + " connected"))
                .noneMatch(s -> s.startsWith("IP_ADDRESS"));
    }
}
