package dev.cairn.access;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ClientAddressesTest {
    @ParameterizedTest
    @CsvSource(nullValues = "null", value = {
            "192.0.2.1, 192.0.2.1",
            "::ffff:192.0.2.1, 192.0.2.1",
            "2001:db8:1:2:3:4:5:6, 2001:db8:1:2::/64",
            "[2001:db8:1:2::7], 2001:db8:1:2::/64",
            "2001:db8:1:2:ffff:ffff:ffff:ffff, 2001:db8:1:2::/64",
            "2001:db8:1:3::, 2001:db8:1:3::/64",
            "2001:db8:1:2::, 2001:db8:1:2::/64",
            "::ffff:0:0, 0.0.0.0",
            "::1, ::/64",
            "localhost, unknown",
            "example.com, unknown",
            "unknown, unknown",
            "'', unknown",
            "null, unknown"})
    void failedKeysAreCountedPerIpv4AddressOrIpv6Slash64AndAnythingElseTogether(String address, String bucket) {
        assertThat(ClientAddresses.bucket(address)).isEqualTo(bucket);
    }
}
