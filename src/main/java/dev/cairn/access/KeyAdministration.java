package dev.cairn.access;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.cairn.api.AdminTasks.Refused;
import dev.cairn.store.sql.AccountDao;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.ToLongFunction;
import java.util.regex.Pattern;

/**
 * What an operator does with keys, one implementation for the admin tasks ({@link KeyTasks}) and the
 * {@code keys} command: create, list, revoke, rotate, verify a contributor. Every answer is text to print;
 * a refusal is a {@link AdminTasks.Refused} with a one-line reason. Only create and rotate print a key, once.
 */
public final class KeyAdministration {
    private static final Pattern KEY_ID = Pattern.compile("key_[0-9a-f]{12}");
    private static final ObjectMapper JSON = new ObjectMapper();

    private final ApiKeys keys;
    private final AccountDao accounts;

    public KeyAdministration(ApiKeys keys, AccountDao accounts) {
        this.keys = keys;
        this.accounts = accounts;
    }

    /**
     * A new account on {@code plan} and its key's text. {@code contributor} marks a founding account as a
     * verified contributor (a contributor-plan account is one from the start; a subscription needs none).
     */
    public String create(String plan, boolean contributor) {
        Plan parsed = plan(plan);
        if (contributor && parsed == Plan.SUBSCRIPTION) {
            throw new Refused("contributor applies to founding accounts; a subscription needs no verification");
        }
        return keys.createAccount(parsed, contributor);
    }

    /**
     * One JSON object per key, oldest first: key_id, account_id, plan, contributor, state (active or revoked),
     * created_at, last_used_at (null if never, as last written: see {@link KeyUpkeep}), calls_this_month
     * (its account's, from {@code callsThisMonth}: {@link UsageCounters#callsThisMonth}) and revoked_at.
     */
    public List<String> list(ToLongFunction<String> callsThisMonth) {
        return accounts.listKeys().stream()
                .map(key -> line(key, callsThisMonth.applyAsLong(key.accountId())))
                .toList();
    }

    private static String line(AccountDao.KeyListing key, long callsThisMonth) {
        Map<String, Object> fields = new LinkedHashMap<>();
        fields.put("key_id", key.keyId());
        fields.put("account_id", key.accountId());
        fields.put("plan", key.plan());
        fields.put("contributor", key.contributor());
        fields.put("state", key.revokedAt() == null ? "active" : "revoked");
        fields.put("created_at", text(key.createdAt()));
        fields.put("last_used_at", text(key.lastUsedAt()));
        fields.put("calls_this_month", callsThisMonth);
        fields.put("revoked_at", text(key.revokedAt()));
        try {
            return JSON.writeValueAsString(fields);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    private static String text(Instant instant) {
        return instant == null ? null : instant.toString();
    }

    /** Revokes an active key: refused everywhere from then on (within a second on other instances). */
    public String revoke(String keyId) {
        if (!keys.revoke(checked(keyId))) {
            throw whyNotActive(keyId);
        }
        return "revoked " + keyId;
    }

    /** A new key for the same account, whose active key {@code keyId} is revoked at once. */
    public String rotate(String keyId) {
        return keys.rotate(checked(keyId)).orElseThrow(() -> whyNotActive(keyId));
    }

    /** Marks the account of the active key {@code keyId} a verified contributor (spec §5.5). */
    public String verifyContributor(String keyId) {
        AccountDao.KeyListing key = accounts.findKey(checked(keyId)).orElseThrow(() -> whyNotActive(keyId));
        if (key.revokedAt() != null) {
            throw whyNotActive(keyId);
        }
        if (Plan.parse(key.plan()) == Plan.SUBSCRIPTION) {
            throw new Refused(keyId + " belongs to a subscription account, which needs no contributor verification");
        }
        accounts.verifyContributor(keyId);
        return key.accountId() + " is a verified contributor";
    }

    private static Plan plan(String text) {
        try {
            return Plan.parse(text);
        } catch (IllegalArgumentException e) {
            throw new Refused(e.getMessage());
        }
    }

    private static String checked(String keyId) {
        if (keyId == null || !KEY_ID.matcher(keyId).matches()) {
            throw new Refused("give a key id: key_ and 12 lowercase hex digits");
        }
        return keyId;
    }

    private Refused whyNotActive(String keyId) {
        return accounts.findKey(keyId)
                .map(key -> new Refused(keyId + " was revoked at " + key.revokedAt()))
                .orElseGet(() -> new Refused("no key has the id " + keyId));
    }
}
