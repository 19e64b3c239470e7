package dev.cairn.testing;

import dev.cairn.CairnApplication;
import dev.cairn.CairnConfiguration;
import io.dropwizard.core.setup.Environment;
import io.dropwizard.testing.ConfigOverride;
import io.dropwizard.testing.DropwizardTestSupport;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * One running Cairn on random ports with the shipped config.yml, its stores either the shared test
 * engines or (with {@link #ownEngines}) embedded engines of its own under a data directory.
 */
public final class CairnApp {
    private static final String FREE_CALLS = "access.freeCallsPerMonth";
    private static final String TRIAL_CALLS = "access.trialCallsPerMonth";
    /** Marks the apps that keep spec §8's quotas (an override remembers one app's state: never share one). */
    private static final String SPEC_QUOTAS = "500";

    private final DropwizardTestSupport<CairnConfiguration> support;
    public final MutableClock clock;

    /**
     * An app whose free allowance and trials are spec §8's (500 and 3, as config.yml ships them) when
     * {@code specQuotas}, else so large that no test meets them: every test calls from 127.0.0.1, most anonymously.
     */
    private CairnApp(MutableClock clock, List<ConfigOverride> overrides, boolean specQuotas) {
        this.clock = clock;
        overrides = new ArrayList<>(overrides);
        overrides.add(ConfigOverride.config(FREE_CALLS, specQuotas ? SPEC_QUOTAS : "1000000000"));
        overrides.add(ConfigOverride.config(TRIAL_CALLS, specQuotas ? "3" : "1000000000"));
        this.support = new DropwizardTestSupport<>(CairnApplication.class, Path.of("config.yml").toAbsolutePath().toString(),
                overrides.toArray(ConfigOverride[]::new)) {
            @Override
            public CairnApplication newApplication() {
                return new CairnApplication(clock);
            }
        };
    }

    /** An app on the JVM's shared test engines, with {@code more} configuration on top of config.yml's. */
    public static CairnApp onSharedEngines(MutableClock clock, ConfigOverride... more) {
        List<ConfigOverride> overrides = overrides(TestEngines.redisUrl(), "", TestEngines.databaseUrl(), tempDir());
        overrides.addAll(List.of(more));
        return new CairnApp(clock, overrides, false);
    }

    /** An app on the shared test engines with spec §8's free allowance and trials, and {@code more} on top. */
    public static CairnApp withSpecQuotas(MutableClock clock, ConfigOverride... more) {
        List<ConfigOverride> overrides = overrides(TestEngines.redisUrl(), "", TestEngines.databaseUrl(), tempDir());
        overrides.addAll(List.of(more));
        return new CairnApp(clock, overrides, true);
    }

    /** An app on the Redis and PostgreSQL at these urls, which a test may stop and start. */
    public static CairnApp on(MutableClock clock, String redisUrl, String databaseUrl) {
        return new CairnApp(clock, overrides(redisUrl, "", databaseUrl, tempDir()), false);
    }

    /** An app on a Redis Cluster seeded by {@code clusterNodes}, and the shared test database. */
    public static CairnApp onRedisCluster(MutableClock clock, String clusterNodes) {
        return new CairnApp(clock, overrides("", clusterNodes, TestEngines.databaseUrl(), tempDir()), false);
    }

    /** An app that starts and stops its own embedded Redis and PostgreSQL under {@code dataDir}. */
    public static CairnApp ownEngines(MutableClock clock, String dataDir, ConfigOverride... more) {
        List<ConfigOverride> overrides = overrides("", "", "", dataDir);
        overrides.addAll(List.of(more));
        return new CairnApp(clock, overrides, false);
    }

    private static List<ConfigOverride> overrides(String redisUrl, String clusterNodes, String databaseUrl,
                                                  String dataDir) {
        List<ConfigOverride> overrides = new ArrayList<>();
        overrides.add(ConfigOverride.config("redis.url", redisUrl));
        overrides.add(ConfigOverride.config("redis.clusterNodes", clusterNodes));
        overrides.add(ConfigOverride.config("database.url", databaseUrl));
        overrides.add(ConfigOverride.config("dataDir", dataDir));
        overrides.add(ConfigOverride.config("server.applicationConnectors[0].port", "0"));
        overrides.add(ConfigOverride.config("server.adminConnectors[0].port", "0"));
        return overrides;
    }

    public static String tempDir() {
        return TempDirs.create("cairn-app", () -> { }).toString();
    }

    public CairnApp start() {
        try {
            support.before();
        } catch (Exception e) {
            throw new IllegalStateException("Cairn did not start", e);
        }
        return this;
    }

    public void stop() {
        support.after();
    }

    public Environment environment() {
        return support.getEnvironment();
    }

    public String url(String path) {
        return "http://127.0.0.1:" + support.getLocalPort() + path;
    }

    public String adminUrl(String path) {
        return "http://127.0.0.1:" + support.getAdminPort() + path;
    }

    /** A new subscription account's API key, made through the admin task. */
    public String createApiKey() {
        return createApiKey("subscription");
    }

    /** A new account's API key on {@code plan}, made through the admin task. */
    public String createApiKey(String plan) {
        Http.Reply reply = Http.post(adminUrl("/tasks/create-api-key?plan=" + plan), null, "");
        if (reply.status() != 200) {
            throw new IllegalStateException("create-api-key answered " + reply.status());
        }
        return reply.text().trim();
    }

    public Http.Reply post(String path, String apiKey, String body) {
        return Http.post(url(path), apiKey, body);
    }
}
