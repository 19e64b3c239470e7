package dev.cairn;

import dev.cairn.store.DataDirectory;
import dev.cairn.store.sql.PostgresEndpoint;
import io.dropwizard.core.cli.ConfiguredCommand;
import io.dropwizard.core.setup.Bootstrap;
import net.sourceforge.argparse4j.inf.Namespace;
import net.sourceforge.argparse4j.inf.Subparser;

/** {@code db migrate config.yml}: brings the PostgreSQL schema up to date (the server also does this at start). */
final class DbCommand extends ConfiguredCommand<CairnConfiguration> {
    DbCommand() {
        super("db", "Manage the PostgreSQL schema (migrate)");
    }

    @Override
    public void configure(Subparser subparser) {
        subparser.addArgument("action").choices("migrate").help("what to do: apply pending migrations");
        super.configure(subparser);
    }

    @Override
    protected void run(Bootstrap<CairnConfiguration> bootstrap, Namespace namespace, CairnConfiguration config) {
        try (DataDirectory dataDir = DataDirectory.at(config.getDataDir());
             PostgresEndpoint postgres = PostgresEndpoint.open(config.getDatabase(), dataDir)) {
            postgres.migrate();
        }
    }
}
