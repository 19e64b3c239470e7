package dev.cairn.testing;

import dev.cairn.store.sql.DatabaseConfig;
import dev.cairn.store.sql.PostgresEndpoint;
import java.net.URI;
import java.security.SecureRandom;
import java.util.HexFormat;
import org.jdbi.v3.core.Jdbi;

/** A fresh database on an external PostgreSQL for one test JVM, dropped when the JVM ends. */
final class ScratchDatabase {
    private ScratchDatabase() {
    }

    /** Creates the database through {@code serverUrl} and answers {@code serverUrl} naming it instead. */
    static String create(String serverUrl) {
        byte[] suffix = new byte[6];
        new SecureRandom().nextBytes(suffix);
        String name = "cairn_test_" + HexFormat.of().formatHex(suffix);
        Jdbi server = jdbi(serverUrl);
        server.useHandle(handle -> handle.execute("CREATE DATABASE " + name));
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            try {
                server.useHandle(handle -> handle.execute("DROP DATABASE IF EXISTS " + name + " WITH (FORCE)"));
            } catch (RuntimeException e) {
                System.err.println("could not drop the test database " + name + ": " + e.getMessage());
            }
        }));
        return naming(serverUrl, name);
    }

    /** {@code url} (libpq or JDBC form) with its database replaced by {@code name}; credentials and query kept. */
    static String naming(String url, String name) {
        String prefix = url.startsWith("jdbc:") ? "jdbc:" : "";
        URI uri = URI.create(url.substring(prefix.length()));
        String query = uri.getRawQuery() == null ? "" : "?" + uri.getRawQuery();
        return prefix + uri.getScheme() + "://" + uri.getRawAuthority() + "/" + name + query;
    }

    private static Jdbi jdbi(String url) {
        DatabaseConfig config = new DatabaseConfig();
        config.setUrl(url);
        return PostgresEndpoint.open(config, null).unpooledJdbi();
    }
}
