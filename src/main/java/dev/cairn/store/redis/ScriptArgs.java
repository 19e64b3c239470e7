package dev.cairn.store.redis;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The named arguments of one script call, sent as {@code name, value, ...} in ARGV. A script names the
 * arguments it takes with {@code args(...)} (lua/lib/prelude.lua), which fails the call when one is missing
 * or one more is sent, so a Java caller and its script cannot drift apart silently. A null value is sent
 * as the empty string, which scripts read as "none".
 */
public final class ScriptArgs {
    private final List<String> flat = new ArrayList<>();
    private final Set<String> names = new LinkedHashSet<>();

    private ScriptArgs() {
    }

    public static ScriptArgs of(String name, Object value) {
        return new ScriptArgs().and(name, value);
    }

    public ScriptArgs and(String name, Object value) {
        if (!names.add(name)) {
            throw new IllegalArgumentException("script argument given twice: " + name);
        }
        flat.add(name);
        flat.add(value == null ? "" : value.toString());
        return this;
    }

    /** A list of words (hex digests, ids): sent space-separated, read back with {@code words(...)}. */
    public ScriptArgs and(String name, List<String> words) {
        return and(name, (Object) String.join(" ", words));
    }

    List<String> flat() {
        return flat;
    }
}
