package dev.cairn.store.redis;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystem;
import java.nio.file.FileSystemAlreadyExistsException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import redis.clients.jedis.UnifiedJedis;
import redis.clients.jedis.exceptions.JedisConnectionException;
import redis.clients.jedis.exceptions.JedisNoScriptException;

/**
 * Runs the Lua scripts of {@code lua/<family>/<name>.lua} with EVALSHA, each with {@code lua/lib/prelude.lua}
 * (helpers every script may use) put before it. Every script is read from the classpath when the registry
 * is made, and {@link #loadAll} has Redis compile each at start-up, so a broken script fails the start, not
 * its first call. When Redis has lost a script (restart, failover, SCRIPT FLUSH) the NOSCRIPT reply makes
 * the registry load it again and retry once.
 */
public final class ScriptRegistry {
    private static final Logger LOG = LoggerFactory.getLogger(ScriptRegistry.class);
    private static final String ROOT = "/lua";
    private static final String PRELUDE = "lib/prelude";

    private final UnifiedJedis redis;
    private final Map<String, Script> scripts;

    public ScriptRegistry(UnifiedJedis redis) {
        this.redis = redis;
        this.scripts = readAll();
    }

    private record Script(String source, String sha) {
    }

    /** The script paths ({@code <family>/<name>}) this registry runs. */
    public List<String> paths() {
        return List.copyOf(scripts.keySet());
    }

    /** The SHA-1 Redis knows script {@code path} by. */
    String sha(String path) {
        return scripts.get(path).sha();
    }

    /**
     * Has Redis compile every script, with {@code sampleKey} choosing the node. A script Redis cannot
     * compile fails the start; Redis being unreachable does not (the scripts load on first use).
     */
    public void loadAll(String sampleKey) {
        try {
            scripts.values().forEach(script -> redis.scriptLoad(script.source(), sampleKey));
        } catch (JedisConnectionException e) {
            LOG.warn("Redis is unreachable, so the Lua scripts are not checked at start-up; each loads on first use");
        }
    }

    /** Runs {@code lua/<path>.lua}; all keys must share one hash tag. */
    public Object run(String path, List<String> keys, ScriptArgs args) {
        Script script = scripts.get(path);
        if (script == null) {
            throw new IllegalArgumentException("no Lua script at lua/" + path + ".lua");
        }
        try {
            return redis.evalsha(script.sha(), keys, args.flat());
        } catch (JedisNoScriptException e) {
            redis.scriptLoad(script.source(), keys.get(0));
            return redis.evalsha(script.sha(), keys, args.flat());
        }
    }

    private static Map<String, Script> readAll() {
        try {
            URI root = ScriptRegistry.class.getResource(ROOT).toURI();
            return readAll(root.getScheme().equals("jar") ? jar(root).getPath(ROOT) : Path.of(root));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The jar's file system, left open: it is the application's own jar. */
    private static FileSystem jar(URI root) throws IOException {
        try {
            return FileSystems.newFileSystem(root, Map.of());
        } catch (FileSystemAlreadyExistsException e) {
            return FileSystems.getFileSystem(root);
        }
    }

    private static Map<String, Script> readAll(Path root) throws IOException {
        String prelude = Files.readString(root.resolve(PRELUDE + ".lua"), StandardCharsets.UTF_8);
        Map<String, Script> scripts = new TreeMap<>();
        try (Stream<Path> files = Files.walk(root)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".lua")).toList()) {
                String path = root.relativize(file).toString().replace('\\', '/').replaceFirst("\\.lua$", "");
                if (!path.equals(PRELUDE)) {
                    String source = prelude + "\n" + Files.readString(file, StandardCharsets.UTF_8);
                    scripts.put(path, new Script(source, sha1Hex(source)));
                }
            }
        }
        return scripts;
    }

    /** The name Redis gives a script: the SHA-1 of its source. */
    private static String sha1Hex(String source) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-1")
                    .digest(source.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
