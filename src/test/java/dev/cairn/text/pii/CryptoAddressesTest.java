package dev.cairn.text.pii;

import static dev.cairn.text.pii.Scans.found;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.HexFormat;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class CryptoAddressesTest {
    @ParameterizedTest
    @ValueSource(strings = {"1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2", "3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy",
        "112D2adLM3UKy4Z4giRbReR6gjWuvHUqB", "31h38a54tFMrR8kzBnP2241MFD2EUHtGha",
        "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4", "BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4",
        "bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3",
        "bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0",
        "tb1qqqqsyqcyq5rqwzqfpg9scrgwpugpzysnl25zw8",
        "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed", "0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359",
        "0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB", "0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb",
        "0x52908400098527886E0F7030069857D2E4169EE7", "0xde709f2102306220921060314715629080e2fb77"})
    void findsAddressesWhoseChecksumHolds(String address) {
        assertThat(found("send to " + address + ".")).containsExactly("CRYPTO_ADDRESS " + address);
    }

    @ParameterizedTest
    @ValueSource(strings = {"1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3", "3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLz",
        "mfWyW5fc9NUj75YAnFgoRLrjxgLDn2MMth", "1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2x",
        "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5", "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kV8f3t4",
        "bc1pqqqsyqcyq5rqwzqfpg9scrgwpugpzysnzs23v9ccrydpk8qarc0sagmhkq", "bc1qqqqsyqcyq5rqwzqfpg9scrgwpugpzysnqslask",
        "bc1qqqqsyqcyq5rqwzqfpg9scrgwpugpzysnzs23v9cc7vgsh7", "ltc1qw508d6qejxtdg4y5r3zarvary0c5xw7kgmn4n9",
        "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD", "0x5aaeb6053F3E94C9b9A09f33669435E7Ef1BeAed",
        "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAe", "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed00",
        "5aaeb6053f3e94c9b9a09f33669435e7ef1beaed", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
        "0xe3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855", "123e4567-e89b-12d3-a456-426614174000"})
    void ignoresBadChecksumsAndHashes(String text) {
        assertThat(found("x " + text + " y")).noneMatch(s -> s.startsWith("CRYPTO_ADDRESS"));
    }

    @Test
    void keccak256MatchesKnownVectors() {
        assertThat(keccak("")).isEqualTo("c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470");
        assertThat(keccak("abc")).isEqualTo("4e03657aea45a94fc7d47ba826c8d667c0d1e6e33a64a036ec44f58fa12d6c45");
        // 135 bytes put both padding bits in one byte; 136 bytes fill a whole block and need another
        assertThat(keccak("a".repeat(135)))
                .isEqualTo("34367dc248bbd832f4e3e69dfaac2f92638bd0bbd18f2912ba4ef454919cf446");
        assertThat(keccak("a".repeat(136)))
                .isEqualTo("a6c4d403279fe3e0af03729caada8374b5ca54d8065329a3ebcaeb4b60aa386e");
        assertThat(keccak("The quick brown fox jumps over the lazy dog"))
                .isEqualTo("4d741b6f1eb29cb2a9b9911c82f56fa8d73b04959d3d9d222895df6c0b28aa15");
    }

    private static String keccak(String input) {
        return HexFormat.of().formatHex(Keccak256.digest(input.getBytes(StandardCharsets.US_ASCII)));
    }
}
