package dev.cairn.control;

import dev.cairn.api.Ids;
import dev.cairn.api.LinkPage;
import dev.cairn.api.ProblemException;
import dev.cairn.store.redis.RedisKeys;
import dev.cairn.store.redis.ScriptArgs;
import dev.cairn.store.redis.ScriptRegistry;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;
import redis.clients.jedis.UnifiedJedis;
import redis.clients.jedis.params.SetParams;

/**
 * The one store of the families whose records a server id names (signal inboxes and the records behind
 * human links): ids, keys, links, the owner's control_id binding and the script calls; a family's scripts
 * are the only writers of its records. A record is a hash at {@code cairn:<family>:{<server id>}}
 * (companion keys share the tag), so a public endpoint, which knows only the server id and a token, is one
 * script call. The owner's {@code control_id} is bound to the server id by a pointer key under the owner's
 * tag; scripts check the record's {@code account} field, so a stale or foreign pointer finds nothing.
 */
public final class PublicRecords {
    private final UnifiedJedis redis;
    private final ScriptRegistry scripts;
    private final String family;
    private final String prefix;
    private final Pattern serverId;
    private final LinkPage page;

    /**
     * {@code family}: the key and script folder name; {@code prefix}: its server ids' ({@code chl}, {@code qrm},
     * ...); {@code page}: where its links lead.
     */
    public PublicRecords(UnifiedJedis redis, ScriptRegistry scripts, String family, String prefix, LinkPage page) {
        this.redis = redis;
        this.scripts = scripts;
        this.family = family;
        this.prefix = prefix;
        this.serverId = Pattern.compile(prefix + "_[0-9A-HJKMNP-TV-Z]{26}");
        this.page = page;
    }

    /** The store of a family whose records have no human page (its links are not for people). */
    public PublicRecords(UnifiedJedis redis, ScriptRegistry scripts, String family, String prefix) {
        this(redis, scripts, family, prefix, null);
    }

    public LinkPage page() {
        return page;
    }

    /** A new server id of this family. */
    public String mintId() {
        return Ids.mint(prefix);
    }

    /**
     * A bearer token that names its record: {@code <server id>.<secret>}. Whoever holds only the token (a
     * delegate, a handoff's claimer) names the record with it, so their call is one script on the record's
     * slot and no token-hash pointer is needed. The id is no secret; the whole token's hash is what the record
     * stores and the scripts compare.
     */
    public String mintNamingToken(String id) {
        return id + "." + BearerTokens.mint();
    }

    /** The record a {@link #mintNamingToken naming token} names; a token of any other shape opens nothing: 403. */
    public String namedBy(String token) {
        int dot = token.indexOf('.');
        if (dot < 0 || dot == token.length() - 1 || !serverId.matcher(token.substring(0, dot)).matches()) {
            throw ProblemException.tokenInvalid();
        }
        return token.substring(0, dot);
    }

    /** The link that opens record {@code id} with {@code token}. */
    public String link(String baseUrl, String id, String token) {
        return page.link(baseUrl, id, token);
    }

    /** Runs {@code lua/<script>.lua} on record {@code id} and the named companion keys, in that order. */
    public ScriptReply run(String script, String id, ScriptArgs args, String... companions) {
        return ScriptReply.of(scripts.run(script, keys(id, companions), args));
    }

    /** The record's key, then its companions' keys: the KEYS of a script on the record. */
    public List<String> keys(String id, String... companions) {
        List<String> keys = new ArrayList<>(List.of(recordKey(id)));
        for (String companion : companions) {
            keys.add(companionKey(id, companion));
        }
        return keys;
    }

    /** The record for the holder of its link (lua/link/open.lua): 404 for an unknown id, 403 for a wrong token. */
    public ScriptReply open(String id, String token, String what) {
        return run("link/open", requireWellFormed(id, what), ScriptArgs.of("token_hash", BearerTokens.hash(token)))
                .opened(what);
    }

    public String recordKey(String id) {
        return "cairn:" + family + ":{" + id + "}";
    }

    /** A companion key of the record, in its slot: {@code cairn:<family>:{<id>}:<part>}. */
    public String companionKey(String id, String part) {
        return recordKey(id) + ":" + part;
    }

    /**
     * The server id bound to the caller's {@code control_id}: the one bound before, else {@code newId},
     * bound now for {@code ttlMs}. Two concurrent creates with one control_id get the same id; the create
     * script then decides which of them creates the record.
     */
    public String bind(String account, String controlId, String newId, long ttlMs) {
        String pointer = pointer(account, controlId);
        String set = redis.set(pointer, newId, SetParams.setParams().nx().px(ttlMs));
        if ("OK".equals(set)) {
            return newId;
        }
        String bound = redis.get(pointer);
        return bound != null ? bound : bind(account, controlId, newId, ttlMs); // it expired in between
    }

    /** The server id the caller's {@code control_id} is bound to, if any. */
    public Optional<String> bound(String account, String controlId) {
        return Optional.ofNullable(redis.get(pointer(account, controlId)));
    }

    /** The server id the caller's {@code control_id} is bound to; none is 404, which names the {@code what}. */
    public String requireBound(String account, String controlId, String what) {
        return bound(account, controlId).orElseThrow(() -> notBound(what));
    }

    /** The 404 of an owner operation whose control_id names no record of the caller's. */
    public static ProblemException notBound(String what) {
        return ProblemException.notFound("No " + what + " has this control_id.");
    }

    /** The 404 of a server id that names no record the caller may see. */
    public static ProblemException unknownId(String what) {
        return ProblemException.notFound("No " + what + " has this id.");
    }

    /** Keeps the binding as long as the record: called after a create script has set the record's lifetime. */
    public void keepBinding(String account, String controlId, long ttlMs) {
        redis.pexpire(pointer(account, controlId), ttlMs);
    }

    private String pointer(String account, String controlId) {
        return RedisKeys.record(family, account, controlId);
    }

    /** A server id from a request, checked before it becomes part of a key; anything else is unknown. */
    public String requireWellFormed(String id, String what) {
        if (id == null || !serverId.matcher(id).matches()) {
            throw unknownId(what);
        }
        return id;
    }
}
