package dev.cairn.access.x402;

import java.util.Map;
import java.util.Optional;

/**
 * The USDC contracts x402 clients know by default, with their EIP-712 domains, so an operator names only the
 * network: the same table as {@code @x402/evm}'s {@code DEFAULT_ASSETS} (2.27.0). Any other token is configured
 * in full ({@code x402.asset}, {@code assetName}, {@code assetVersion}, {@code assetDecimals}).
 */
final class KnownAssets {
    /** A token contract, its EIP-712 domain name and version (what {@code extra} carries), and its decimals. */
    public record Token(String asset, String name, String version, int decimals) {
    }

    private static final Map<String, Token> USDC = Map.of(
            "eip155:8453", new Token("0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913", "USD Coin", "2", 6),
            "eip155:84532", new Token("0x036CbD53842c5426634e7929541eC2318f3dCF7e", "USDC", "2", 6));

    private KnownAssets() {
    }

    static Optional<Token> of(String network) {
        return Optional.ofNullable(USDC.get(network));
    }
}
