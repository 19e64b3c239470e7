package dev.cairn;

import dev.cairn.access.AccessGate;
import dev.cairn.access.ApiKeys;
import dev.cairn.access.Metering;
import dev.cairn.access.TrustedProxies;
import dev.cairn.access.x402.PayPerCall;
import dev.cairn.access.x402.PaymentTasks;
import dev.cairn.access.KeyAdministration;
import dev.cairn.access.KeyTasks;
import dev.cairn.access.KeyUpkeep;
import dev.cairn.access.UsageCounters;
import dev.cairn.catalog.Catalog;
import dev.cairn.catalog.ToolRunner;
import dev.cairn.discovery.DiscoveryRoutes;
import dev.cairn.discovery.DiscoverySettings;
import dev.cairn.http.BufferedBodies;
import dev.cairn.http.ClientAddressFilter;
import dev.cairn.http.ProblemErrorHandler;
import dev.cairn.http.RedactingFrameworkLog;
import dev.cairn.http.RedactingRequestLog;
import dev.cairn.http.RestRoutes;
import dev.cairn.http.SignalDeliveryEndpoint;
import dev.cairn.mcp.McpRoutes;
import dev.cairn.pages.PageRoutes;
import dev.cairn.store.redis.RedisHealthCheck;
import dev.cairn.store.sql.AccountDao;
import dev.cairn.store.sql.PaymentDao;
import dev.cairn.text.redact.Redactor;
import dev.cairn.text.secrets.SecretDetector;
import dev.cairn.text.unicode.TextInspector;
import dev.cairn.text.validate.OutputValidator;
import io.dropwizard.configuration.EnvironmentVariableSubstitutor;
import io.dropwizard.configuration.SubstitutingSourceProvider;
import io.dropwizard.core.Application;
import io.dropwizard.core.server.AbstractServerFactory;
import io.dropwizard.core.setup.Bootstrap;
import io.dropwizard.core.setup.Environment;
import io.dropwizard.jdbi3.JdbiFactory;
import io.dropwizard.lifecycle.Managed;
import jakarta.servlet.DispatcherType;
import java.time.Clock;
import java.util.EnumSet;
import org.jdbi.v3.core.Jdbi;
import redis.clients.jedis.UnifiedJedis;

public class CairnApplication extends Application<CairnConfiguration> {
    public static final String VERSION = "7.5.0";

    private final Clock clock;
    private OwnThread<Void> textWarmUp;

    public CairnApplication() {
        this(Clock.systemUTC());
    }

    /** Tests pass a clock they can move; every stored deadline and now_ms comes from it. */
    public CairnApplication(Clock clock) {
        this.clock = clock;
    }

    public static void main(String[] args) throws Exception {
        new CairnApplication().run(args);
    }

    @Override
    public String getName() {
        return "cairn";
    }

    @Override
    public void initialize(Bootstrap<CairnConfiguration> bootstrap) {
        // The text engines' tables (ICU data, code point classes, the JSON Schema meta-schemas) load while the
        // configuration is read and the stores start, so that neither the start nor the first text call waits.
        textWarmUp = OwnThread.start("cairn-text-warm-up", () -> {
            TextInspector.warmUp();
            OutputValidator.warmUp();
            return null;
        });
        bootstrap.setConfigurationSourceProvider(new SubstitutingSourceProvider(
                bootstrap.getConfigurationSourceProvider(), new EnvironmentVariableSubstitutor(false)));
        bootstrap.addCommand(new KeysCommand());
        bootstrap.addCommand(new DbCommand());
        bootstrap.addCommand(new WarmUpCommand(this));
    }

    @Override
    public void run(CairnConfiguration config, Environment environment) {
        RedactingFrameworkLog.install(); // Jetty's and Jersey's own lines quote malformed requests
        if (config.getServerFactory() instanceof AbstractServerFactory server) {
            // Tokens travel in signal URLs (/signal/<token>), any header may hold one: no configured
            // request log may print them, nor a log format's %thread (Dropwizard names threads after the URI).
            server.setRequestLogFactory(RedactingRequestLog.around(server.getRequestLogFactory(),
                    config.getRequests().isLog()));
            server.setEnableThreadNameFilter(false);
        }
        environment.lifecycle().addServerLifecycleListener(ProblemErrorHandler::install); // nor Jetty's error pages
        environment.lifecycle().addEventListener(BufferedBodies.installer(config.getRequests()));
        Stores stores = Stores.open(config);
        // Managed objects stop in reverse order: the stores registered first stop last.
        environment.lifecycle().manage(stores);
        try {
            wire(config, environment, stores);
        } catch (RuntimeException e) {
            stores.stop(); // the lifecycle that would stop them never starts
            throw e;
        }
    }

    private void wire(CairnConfiguration config, Environment environment, Stores stores) {
        Jdbi jdbi = new JdbiFactory().build(environment,
                stores.postgres.dataSourceFactory(config.getDatabase()), "postgresql");
        UnifiedJedis redis = stores.redis.connect(config.getRedis());
        environment.lifecycle().manage(new Managed() {
            @Override
            public void stop() {
                redis.close();
            }
        });
        environment.healthChecks().register("redis", new RedisHealthCheck(redis));

        AccountDao accounts = jdbi.onDemand(AccountDao.class);
        PaymentDao payments = jdbi.onDemand(PaymentDao.class);
        PaymentTasks.register(environment.admin(), payments, clock);
        ApiKeys keys = new ApiKeys(accounts, clock);
        environment.lifecycle().manage(new KeyUpkeep(keys, accounts));
        KeyTasks.register(environment.admin(), new KeyAdministration(keys, accounts), new UsageCounters(redis, clock));

        SecretDetector secrets = new SecretDetector(config.getSecrets().fingerprintKey(config.getDataDir()));
        Families families = Families.connect(redis, jdbi, clock);
        families.quality().registerTasks(environment.admin());
        Catalog catalog = ToolBindings.catalog(secrets, new Redactor(secrets, config.getRedaction().getPhoneRegion()),
                families.all());
        textWarmUp.join(); // a failure to load the tables fails the start
        Metering metering = Metering.of(redis, families.scripts(), config.getAccess().isMetered());
        environment.lifecycle().manage(metering); // stops before Redis closes: it gives leased calls back
        AccessGate gate = new AccessGate(keys, metering, config.getAccess(), clock);
        ToolRunner runner = new ToolRunner(gate, environment.metrics());
        environment.servlets().addFilter("client-address", new ClientAddressFilter(config.getServerFactory(),
                TrustedProxies.of(config.getAccess().getTrustedProxies())::clientAddress))
                .addMappingForUrlPatterns(EnumSet.of(DispatcherType.REQUEST), false, "/*");
        RestRoutes.register(environment.jersey(), catalog, runner, config.getPublicBaseUrl(),
                PayPerCall.of(config.getX402(), families.scripts(), payments, environment.metrics(), clock));
        environment.jersey().register(new SignalDeliveryEndpoint(families.signalDelivery(), gate));
        McpRoutes.register(environment.jersey(), catalog, runner, config.getMcp(), VERSION, config.getPublicBaseUrl());
        DiscoveryRoutes.register(environment.jersey(), catalog, new DiscoverySettings(config.getPublicBaseUrl(),
                config.getX402(), VERSION, environment.healthChecks()));
        PageRoutes.register(environment.jersey(), catalog.pages(), families.quality()::cardById);
    }
}
