package dev.cairn;

import dev.cairn.access.ApiKeys;
import dev.cairn.access.KeyAdministration;
import dev.cairn.access.Plan;
import dev.cairn.access.UsageCounters;
import dev.cairn.api.AdminTasks;
import dev.cairn.store.DataDirectory;
import dev.cairn.store.redis.RedisEndpoint;
import dev.cairn.store.sql.AccountDao;
import dev.cairn.store.sql.PostgresEndpoint;
import io.dropwizard.core.cli.Cli;
import io.dropwizard.core.cli.ConfiguredCommand;
import io.dropwizard.core.setup.Bootstrap;
import java.time.Clock;
import java.util.List;
import net.sourceforge.argparse4j.impl.Arguments;
import net.sourceforge.argparse4j.inf.Namespace;
import net.sourceforge.argparse4j.inf.Subparser;
import redis.clients.jedis.UnifiedJedis;

/**
 * {@code keys create|list|revoke|rotate|verify-contributor [--plan P] [--key-id K] [--contributor] config.yml}:
 * the admin tasks' key lifecycle ({@link KeyAdministration}) while the service is stopped. Answers go to
 * stdout (create and rotate print only the new key, once), logs to stderr; a refusal is one line on stderr
 * and a non-zero exit. {@code list} also opens Redis, for each account's calls this month.
 */
final class KeysCommand extends ConfiguredCommand<CairnConfiguration> {
    KeysCommand() {
        super("keys", "Manage API keys (create, list, revoke, rotate, verify-contributor)");
    }

    @Override
    public void configure(Subparser subparser) {
        subparser.addArgument("action").choices("create", "list", "revoke", "rotate", "verify-contributor")
                .help("what to do");
        subparser.addArgument("--plan").setDefault(Plan.SUBSCRIPTION.id())
                .help("create: the account's plan (subscription, founding or contributor)");
        subparser.addArgument("--contributor").action(Arguments.storeTrue())
                .help("create: mark a founding account as a verified contributor");
        subparser.addArgument("--key-id").help("revoke, rotate, verify-contributor: the key's id (key_...)");
        super.configure(subparser);
    }

    @Override
    protected void run(Bootstrap<CairnConfiguration> bootstrap, Namespace namespace, CairnConfiguration config) {
        String action = namespace.getString("action");
        String keyId = namespace.getString("key_id");
        try (DataDirectory dataDir = DataDirectory.at(config.getDataDir());
             PostgresEndpoint postgres = PostgresEndpoint.open(config.getDatabase(), dataDir)) {
            postgres.migrate();
            AccountDao accounts = postgres.unpooledJdbi().onDemand(AccountDao.class);
            KeyAdministration keys = new KeyAdministration(new ApiKeys(accounts, Clock.systemUTC()), accounts);
            List<String> lines = switch (action) {
                case "create" -> List.of(keys.create(namespace.getString("plan"), namespace.getBoolean("contributor")));
                case "list" -> list(keys, config, dataDir);
                case "revoke" -> List.of(keys.revoke(keyId));
                case "rotate" -> List.of(keys.rotate(keyId));
                case "verify-contributor" -> List.of(keys.verifyContributor(keyId));
                default -> throw new IllegalArgumentException(action);
            };
            lines.forEach(System.out::println);
            if (System.out.checkError()) {
                throw new IllegalStateException("keys " + action + " took effect, but its answer could not be"
                        + " written to standard output; keys list shows the keys");
            }
        }
    }

    private static List<String> list(KeyAdministration keys, CairnConfiguration config, DataDirectory dataDir) {
        try (RedisEndpoint redis = RedisEndpoint.open(config.getRedis(), dataDir);
             UnifiedJedis client = redis.connect(config.getRedis())) {
            return keys.list(new UsageCounters(client, Clock.systemUTC())::callsThisMonth);
        }
    }

    @Override
    public void onError(Cli cli, Namespace namespace, Throwable e) {
        if (e instanceof AdminTasks.Refused) {
            cli.getStdErr().println(e.getMessage());
        } else {
            super.onError(cli, namespace, e);
        }
    }
}
