package dev.cairn.text.injection;

import java.util.Arrays;
import java.util.function.BiConsumer;

/** Trie edges (state, char) to child state in an open-addressing table: no boxing on the scan path. */
final class EdgeTable {
    private static final long EMPTY = -1;
    private long[] keys = new long[1024];
    private int[] values = new int[1024];
    private int size;

    EdgeTable() {
        Arrays.fill(keys, EMPTY);
    }

    static long key(int state, int c) {
        return ((long) state << 16) | c;
    }

    /** The child, or -1. */
    int get(long key) {
        int mask = keys.length - 1;
        for (int slot = slot(key, mask); ; slot = (slot + 1) & mask) {
            if (keys[slot] == key) {
                return values[slot];
            }
            if (keys[slot] == EMPTY) {
                return -1;
            }
        }
    }

    void put(long key, int value) {
        if (2 * (size + 1) > keys.length) {
            grow();
        }
        int mask = keys.length - 1;
        int slot = slot(key, mask);
        while (keys[slot] != EMPTY && keys[slot] != key) {
            slot = (slot + 1) & mask;
        }
        if (keys[slot] == EMPTY) {
            size++;
        }
        keys[slot] = key;
        values[slot] = value;
    }

    void forEach(BiConsumer<Long, Integer> action) {
        for (int slot = 0; slot < keys.length; slot++) {
            if (keys[slot] != EMPTY) {
                action.accept(keys[slot], values[slot]);
            }
        }
    }

    private void grow() {
        long[] oldKeys = keys;
        int[] oldValues = values;
        keys = new long[oldKeys.length * 2];
        values = new int[oldKeys.length * 2];
        Arrays.fill(keys, EMPTY);
        size = 0;
        for (int slot = 0; slot < oldKeys.length; slot++) {
            if (oldKeys[slot] != EMPTY) {
                put(oldKeys[slot], oldValues[slot]);
            }
        }
    }

    private static int slot(long key, int mask) {
        return (int) ((key * 0x9E3779B97F4A7C15L) >>> 40) & mask;
    }
}
