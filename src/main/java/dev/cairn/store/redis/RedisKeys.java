package dev.cairn.store.redis;

import dev.cairn.store.Digests;

/**
 * Key names: {@code cairn:<family>:{<account>:<id>}}. The braces are a Redis Cluster hash tag, so a
 * record and its companions always live in one slot. Caller-chosen ids are hashed first, so no
 * character a caller sends can break out of the tag, and the key length stays bounded.
 */
public final class RedisKeys {
    private RedisKeys() {
    }

    public static String record(String family, String account, String callerId) {
        return "cairn:" + family + ":{" + account + ":" + Digests.sha256Hex(callerId) + "}";
    }

    /**
     * The one key holding all of an account's records of a family whose scripts must read several of them at
     * once (a stop and its subject's ancestors): {@code cairn:<family>:{<account>}}, one slot per account.
     */
    public static String account(String family, String account) {
        return "cairn:" + family + ":{" + account + "}";
    }
}
