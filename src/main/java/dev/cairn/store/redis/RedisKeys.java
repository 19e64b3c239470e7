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
}
