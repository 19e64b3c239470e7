package dev.cairn;

import dev.cairn.access.ApiKeys;
import dev.cairn.access.Plan;
import dev.cairn.store.DataDirectory;
import dev.cairn.store.sql.AccountDao;
import dev.cairn.store.sql.PostgresEndpoint;
import io.dropwizard.core.cli.ConfiguredCommand;
import io.dropwizard.core.setup.Bootstrap;
import java.time.Clock;
import net.sourceforge.argparse4j.inf.Namespace;
import net.sourceforge.argparse4j.inf.Subparser;

/**
 * {@code keys create --plan subscription config.yml}: creates an account and prints its API key once, on
 * stdout (logs go to stderr). Run it while the service is stopped; while it runs, use the admin task.
 */
final class KeysCommand extends ConfiguredCommand<CairnConfiguration> {
    KeysCommand() {
        super("keys", "Manage API keys (create)");
    }

    @Override
    public void configure(Subparser subparser) {
        subparser.addArgument("action").choices("create").help("what to do: create a new account and key");
        subparser.addArgument("--plan").setDefault(Plan.SUBSCRIPTION.id()).help("the account's plan (subscription)");
        super.configure(subparser);
    }

    @Override
    protected void run(Bootstrap<CairnConfiguration> bootstrap, Namespace namespace, CairnConfiguration config) {
        Plan plan = Plan.parse(namespace.getString("plan"));
        try (DataDirectory dataDir = DataDirectory.at(config.getDataDir());
             PostgresEndpoint postgres = PostgresEndpoint.open(config.getDatabase(), dataDir)) {
            postgres.migrate();
            ApiKeys keys = new ApiKeys(postgres.unpooledJdbi().onDemand(AccountDao.class), Clock.systemUTC());
            System.out.println(keys.createAccount(plan));
        }
    }
}
