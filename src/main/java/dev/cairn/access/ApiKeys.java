package dev.cairn.access;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import dev.cairn.store.Digests;
import dev.cairn.api.Ids;
import dev.cairn.store.sql.AccountDao;
import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.time.Clock;
import java.time.Duration;
import java.util.HexFormat;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;

/**
 * Mints and recognises API keys: {@code cairn_live_} and 32 base62 characters (190 random bits). The
 * key text is returned once, at creation; only its SHA-256 is stored. Each lookup's answer, known or
 * unknown, is remembered for {@link #CACHE_TTL} so a repeated key costs no database round trip: a revoked
 * key keeps working that long. A key cannot be remembered as unknown before it exists unless someone sent
 * it before it was minted, which 190 random bits rule out; creating a key here forgets it anyway. A key
 * that is not remembered is looked up only within the {@link FailedKeyLimiter}'s allowance for the
 * client's address, so a flood of made-up keys is refused from memory, without saying whether a key exists.
 * A key revoked or rotated here is forgotten at once; {@link KeyUpkeep} makes every other instance forget it
 * within a second. Each use of a known key is remembered in {@link #uses()}, not written per call.
 */
public final class ApiKeys {
    static final String PREFIX = "cairn_live_";
    private static final Pattern FORMAT = Pattern.compile("cairn_live_[0-9A-Za-z]{32}");
    private static final char[] BASE62 =
            "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz".toCharArray();

    static final Duration CACHE_TTL = Duration.ofSeconds(60);
    static final int CACHE_SIZE = 100_000;

    private final SecureRandom random = new SecureRandom();
    private final AccountDao accounts;
    private final Clock clock;
    private final FailedKeyLimiter limiter;
    // Two caches, so a flood of unknown keys cannot push the known ones out.
    private final Cache<String, KeyHolder> known;
    private final Cache<String, Boolean> unknown;
    private final Cache<String, KeyHolder> accountsById;
    private final ConcurrentHashMap<String, CompletableFuture<Optional<KeyHolder>>> lookups = new ConcurrentHashMap<>();
    private final KeyUses uses = new KeyUses();

    public ApiKeys(AccountDao accounts, Clock clock) {
        this.accounts = accounts;
        this.clock = clock;
        this.limiter = new FailedKeyLimiter(clock);
        this.known = recent(clock);
        this.unknown = recent(clock);
        this.accountsById = recent(clock);
    }

    private static <V> Cache<String, V> recent(Clock clock) {
        return Caffeine.newBuilder()
                .ticker(() -> TimeUnit.MILLISECONDS.toNanos(clock.millis()))
                .expireAfterWrite(CACHE_TTL)
                .maximumSize(CACHE_SIZE)
                .build();
    }

    /**
     * Creates an account on {@code plan} with one key and returns the key text. A contributor-plan account
     * is a verified contributor from the start.
     */
    public String createAccount(Plan plan) {
        return createAccount(plan, false);
    }

    /** As {@link #createAccount(Plan)}; {@code contributor} makes an account of any plan a verified contributor. */
    public String createAccount(Plan plan, boolean contributor) {
        String key = mintKey();
        byte[] hash = hash(key);
        accounts.createAccountWithKey(Ids.mint("acct"), plan.id(), contributor || plan == Plan.CONTRIBUTOR,
                clock.instant(), hash, keyId(hash));
        unknown.invalidate(HexFormat.of().formatHex(hash));
        return key;
    }

    /** Revokes the active key {@code keyId}; false when no active key has that id. */
    public boolean revoke(String keyId) {
        Optional<byte[]> revoked = accounts.revoke(keyId);
        revoked.ifPresent(this::forget);
        return revoked.isPresent();
    }

    /**
     * Revokes the active key {@code keyId} and gives its account a new key, in one transaction; answers the new
     * key's text, or empty (and changes nothing) when no active key has that id.
     */
    public Optional<String> rotate(String keyId) {
        String key = mintKey();
        byte[] hash = hash(key);
        Optional<byte[]> revoked = accounts.rotate(keyId, hash, keyId(hash), clock.instant());
        revoked.ifPresent(this::forget);
        unknown.invalidate(HexFormat.of().formatHex(hash));
        return revoked.map(old -> key);
    }

    /** Stops remembering the key with this hash as valid: its next use is looked up again. */
    void forget(byte[] keyHash) {
        known.invalidate(HexFormat.of().formatHex(keyHash));
    }

    /** When each known key was last used, since these were last written. */
    KeyUses uses() {
        return uses;
    }

    /**
     * The account a presented key belongs to; empty for a malformed, unknown or revoked key. Throws 429
     * {@code too_many_failed_keys} when the key would need a lookup that {@code clientAddress} has no
     * allowance left for.
     */
    public Optional<KeyHolder> identify(String key, String clientAddress) {
        if (!FORMAT.matcher(key).matches()) {
            return Optional.empty();
        }
        byte[] hash = hash(key);
        String id = HexFormat.of().formatHex(hash);
        KeyHolder holder = known.getIfPresent(id);
        if (holder != null) {
            uses.record(holder.keyId(), clock.instant());
            return Optional.of(holder);
        }
        if (unknown.getIfPresent(id) != null) {
            return Optional.empty();
        }
        Optional<KeyHolder> found = lookUpOnce(id, hash, clientAddress);
        found.ifPresent(owner -> uses.record(owner.keyId(), clock.instant()));
        return found;
    }

    /**
     * Looks a key up, once however many requests present it at the same moment: the others wait for that
     * lookup's answer. So a burst of parallel calls with a new (or just expired) key costs one query and one
     * attempt of the client's failed-key allowance, not one each, which would have refused a valid key.
     */
    private Optional<KeyHolder> lookUpOnce(String id, byte[] hash, String clientAddress) {
        CompletableFuture<Optional<KeyHolder>> mine = new CompletableFuture<>();
        CompletableFuture<Optional<KeyHolder>> running = lookups.putIfAbsent(id, mine);
        if (running != null) {
            try {
                return running.join();
            } catch (CompletionException failed) {
                throw failed.getCause() instanceof RuntimeException cause ? cause : failed;
            }
        }
        try {
            Optional<KeyHolder> found = lookUp(id, hash, clientAddress);
            mine.complete(found);
            return found;
        } catch (RuntimeException failure) {
            mine.completeExceptionally(failure);
            throw failure;
        } finally {
            lookups.remove(id, mine);
        }
    }

    private Optional<KeyHolder> lookUp(String id, byte[] hash, String clientAddress) {
        FailedKeyLimiter.Attempt attempt = limiter.attempt(clientAddress);
        Optional<KeyHolder> found;
        try {
            found = accounts.findOwner(hash).map(ApiKeys::holder);
        } catch (RuntimeException storeFailure) { // the store failed, not the key: an outage locks no caller out
            attempt.forgive();
            throw storeFailure;
        }
        found.ifPresentOrElse(owner -> {
            attempt.forgive();
            known.put(id, owner);
        }, () -> unknown.put(id, Boolean.TRUE));
        return found;
    }

    /**
     * The account {@code accountId}, its {@code keyId} null; remembered for {@link #CACHE_TTL} like a key. Empty
     * when no such account exists.
     */
    public Optional<KeyHolder> account(String accountId) {
        KeyHolder holder = accountsById.getIfPresent(accountId);
        if (holder != null) {
            return Optional.of(holder);
        }
        Optional<KeyHolder> found = accounts.findAccount(accountId).map(ApiKeys::holder);
        found.ifPresent(account -> accountsById.put(accountId, account));
        return found;
    }

    private static KeyHolder holder(AccountDao.KeyOwner owner) {
        return new KeyHolder(owner.accountId(), owner.keyId(), Plan.parse(owner.plan()), owner.createdAt(),
                owner.contributor());
    }

    private String mintKey() {
        StringBuilder key = new StringBuilder(PREFIX);
        for (int i = 0; i < 32; i++) {
            key.append(BASE62[random.nextInt(BASE62.length)]);
        }
        return key.toString();
    }

    /** A key's public id: {@code key_} and the first 12 hex digits of its SHA-256, which reveal nothing of it. */
    static String keyId(byte[] hash) {
        return "key_" + HexFormat.of().formatHex(hash, 0, 6);
    }

    static byte[] hash(String key) {
        return Digests.sha256(key.getBytes(StandardCharsets.US_ASCII));
    }
}
