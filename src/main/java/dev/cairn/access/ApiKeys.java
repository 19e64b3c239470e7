package dev.cairn.access;

import dev.cairn.api.Caller;
import dev.cairn.store.Digests;
import dev.cairn.store.Ids;
import dev.cairn.store.sql.AccountDao;
import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Mints and recognises API keys: {@code cairn_live_} and 32 base62 characters (190 random bits). The
 * key text is returned once, at creation; only its SHA-256 is stored.
 */
public final class ApiKeys {
    static final String PREFIX = "cairn_live_";
    private static final Pattern FORMAT = Pattern.compile("cairn_live_[0-9A-Za-z]{32}");
    private static final char[] BASE62 =
            "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz".toCharArray();

    private final SecureRandom random = new SecureRandom();
    private final AccountDao accounts;

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
        return accounts.findOwner(hash(key)).map(owner -> new Caller(owner.accountId(), owner.plan()));
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
