package dev.cairn.store.sql;

import dev.cairn.store.DataDirectory;
import dev.cairn.store.EmbeddedEngine;
import io.dropwizard.db.DataSourceFactory;
import java.io.IOException;
import java.net.URI;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import org.flywaydb.core.Flyway;
import org.jdbi.v3.core.Jdbi;
import org.jdbi.v3.sqlobject.SqlObjectPlugin;

/**
 * The PostgreSQL the service talks to. With a blank url it starts an embedded PostgreSQL with its data
 * under {@code <dataDir>/postgres} on a free loopback port, and stops it on {@link #close()}. Tables live
 * in the schema {@code cairn}, so a shared database needs no other arrangement.
 */
public final class PostgresEndpoint implements AutoCloseable {
    static final String SCHEMA = "cairn";

    private final String jdbcUrl;
    private final String user;
    private final String password;
    private final PostgresEngine embedded;

    private PostgresEndpoint(String jdbcUrl, String user, String password, PostgresEngine embedded) {
        this.jdbcUrl = jdbcUrl;
        this.user = user;
        this.password = password;
        this.embedded = embedded;
    }

    public static PostgresEndpoint open(DatabaseConfig config, DataDirectory dataDir) {
        if (!config.isEmbedded()) {
            return external(config.getUrl().trim());
        }
        Path dir = dataDir.engineDirectory("postgres");
        try {
            PostgresEngine engine = PostgresEngine.start(dir);
            return new PostgresEndpoint(engine.jdbcUrl(), "postgres", "", engine);
        } catch (IOException | IllegalStateException e) {
            throw new IllegalStateException("could not start embedded PostgreSQL in " + dir, e);
        }
    }

    /** Accepts {@code jdbc:postgresql://...} as is, and the libpq URL form with credentials in the authority. */
    static PostgresEndpoint external(String url) {
        if (url.startsWith("jdbc:")) {
            return new PostgresEndpoint(url, null, null, null);
        }
        URI uri = URI.create(url);
        if (!"postgresql".equals(uri.getScheme()) && !"postgres".equals(uri.getScheme())) {
            throw new IllegalArgumentException("database url must start with postgresql://, postgres:// or jdbc:postgresql://");
        }
        String user = null;
        String password = null;
        if (uri.getRawUserInfo() != null) {
            String[] parts = uri.getRawUserInfo().split(":", 2);
            user = decode(parts[0]);
            password = parts.length > 1 ? decode(parts[1]) : null;
        }
        String port = uri.getPort() > 0 ? ":" + uri.getPort() : "";
        String query = uri.getRawQuery() == null ? "" : "?" + uri.getRawQuery();
        String jdbcUrl = "jdbc:postgresql://" + uri.getHost() + port + uri.getRawPath() + query;
        return new PostgresEndpoint(jdbcUrl, user, password, null);
    }

    /** Percent-decoding only: in a URL's user info a '+' is a plus, not a space as in form data. */
    private static String decode(String part) {
        return URLDecoder.decode(part.replace("+", "%2B"), StandardCharsets.UTF_8);
    }

    /** A url the {@code database.url} setting accepts, e.g. to point another instance at the same database. */
    public String url() {
        return jdbcUrl;
    }

    /** A pool whose every wait is bounded by {@code config}'s timeouts, so an outage fails calls fast. */
    public DataSourceFactory dataSourceFactory(DatabaseConfig config) {
        int maxConnections = config.getMaxConnections();
        DataSourceFactory factory = new DataSourceFactory();
        factory.setDriverClass("org.postgresql.Driver");
        factory.setUrl(jdbcUrl);
        factory.setUser(user);
        factory.setPassword(password);
        factory.setMaxSize(maxConnections);
        factory.setMinSize(Math.min(2, maxConnections));
        factory.setInitialSize(Math.min(2, maxConnections));
        factory.setMaxWaitForConnection(config.getPoolMaxWait());
        long connectSeconds = config.getConnectTimeout().toSeconds();
        factory.setProperties(Map.of("currentSchema", SCHEMA,
                "connectTimeout", Long.toString(connectSeconds),
                "loginTimeout", Long.toString(connectSeconds),
                "socketTimeout", Long.toString(config.getSocketTimeout().toSeconds())));
        factory.setValidationQuery("/* cairn health */ SELECT 1");
        return factory;
    }

    /** An unpooled handle for the one-shot commands ({@code db migrate}, {@code keys create}). */
    public Jdbi unpooledJdbi() {
        String url = jdbcUrl + (jdbcUrl.contains("?") ? "&" : "?") + "currentSchema=" + SCHEMA;
        Properties credentials = new Properties();
        if (user != null) {
            credentials.setProperty("user", user);
        }
        if (password != null) {
            credentials.setProperty("password", password);
        }
        Jdbi jdbi = Jdbi.create(url, credentials);
        return jdbi.installPlugin(new SqlObjectPlugin());
    }

    /** Brings the schema up to date; safe to run on every start and from several instances at once. */
    public void migrate() {
        Flyway.configure()
                .dataSource(jdbcUrl, user, password)
                .schemas(SCHEMA)
                .locations("classpath:db/migration")
                .load()
                .migrate();
    }

    /** The embedded PostgreSQL, if this endpoint started one. */
    public Optional<EmbeddedEngine> embeddedEngine() {
        return Optional.ofNullable(embedded);
    }

    @Override
    public void close() {
        if (embedded != null) {
            embedded.close();
        }
    }
}
