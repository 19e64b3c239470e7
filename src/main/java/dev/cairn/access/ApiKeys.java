package dev.cairn.access;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import dev.cairn.api.Caller;
import dev.cairn.store.Digests;
import dev.cairn.api.Ids;
import dev.cairn.store.sql.AccountDao;
import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.HexFormat;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Mints and recognises API keys: {@code cairn_live_} and 32 base62 characters (190 random bits). The
 * key text is returned once, at creation; only its SHA-256 is stored. Known keys are remembered for
 * {@link #CACHE_TTL} so a busy caller costs no database round trip per request; unknown keys are not
 * remembered, so a new key works at once.
 */
public final class ApiKeys {
    static final String PREFIX = "cairn_live_";
    private static final Pattern FORMAT = Pattern.compile("cairn_live_[0-9A-Za-z]{32}");
    private static final char[] BASE62 =
            "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz".toCharArray();

    static final Duration CACHE_TTL = Duration.ofSeconds(60);

    private final SecureRandom random = new SecureRandom();
    private final AccountDao accounts;
    private final Cache<String, Caller> known = Caffeine.newBuilder()
            .expireAfterWrite(CACHE_TTL)
            .maximumSize(100_000)
            .build();

    public ApiKeys(AccountDao accounts) {
        this.accounts = accounts;
    }

    /** Creates an account on {@code plan} with one key and returns the key text. */
    public String createAccount(Plan plan) {
        String key = mintKey();
        accounts.createAccountWithKey(Ids.mint("acct"), plan.id(), hash(key));
        return key;
    }

    /** The account a presented key belongs to; empty for a malformed, unknown or revoked key. */
    public Optional<Caller> identify(String key) {
        if (!FORMAT.matcher(key).matches()) {
            return Optional.empty();
        }
        byte[] hash = hash(key);
        return Optional.ofNullable(known.get(HexFormat.of().formatHex(hash), ignored -> accounts.findOwner(hash)
                .map(owner -> new Caller(owner.accountId(), owner.plan()))
                .orElse(null)));
    }

    private String mintKey() {
        StringBuilder key = new StringBuilder(PREFIX);
        for (int i = 0; i < 32; i++) {
            key.append(BASE62[random.nextInt(BASE62.length)]);
        }
        return key.toString();
    }

    static byte[] hash(String key) {
        return Digests.sha256(key.getBytes(StandardCharsets.US_ASCII));
    }
}
