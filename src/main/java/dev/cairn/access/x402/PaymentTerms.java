package dev.cairn.access.x402;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Optional;

/**
 * The rail as payments are checked against it: the one {@code exact} requirement every paid route offers (the
 * price in the token's atomic units) and the chain id that the token's EIP-712 domain is bound to.
 */
record PaymentTerms(Wire.Requirements requirements, BigInteger chainId, String priceUsd) {
    public static final String SCHEME = "exact";

    static PaymentTerms of(X402Config config) {
        KnownAssets.Token token = config.token().orElseThrow(() -> new IllegalStateException("x402 has no token"));
        String amount = atomicAmount(config.getPricePerCallUsd(), token.decimals())
                .orElseThrow(() -> new IllegalStateException("x402's price is not whole atomic units"));
        Wire.Requirements requirements = new Wire.Requirements(SCHEME, config.getNetwork(), amount, token.asset(),
                config.getPayTo(), config.getMaxTimeoutSeconds(),
                new Wire.Extra(token.name(), token.version()));
        return new PaymentTerms(requirements, new BigInteger(config.getNetwork().substring("eip155:".length())),
                config.getPricePerCallUsd());
    }

    /** {@code usd} in atomic units of a token with {@code decimals}; empty when not a whole positive number. */
    static Optional<String> atomicAmount(String usd, int decimals) {
        BigDecimal units = new BigDecimal(usd).movePointRight(decimals);
        if (units.signum() <= 0 || units.stripTrailingZeros().scale() > 0) {
            return Optional.empty();
        }
        return Optional.of(units.toBigIntegerExact().toString());
    }
}
