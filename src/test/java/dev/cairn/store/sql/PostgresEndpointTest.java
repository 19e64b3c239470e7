package dev.cairn.store.sql;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dropwizard.db.DataSourceFactory;
import io.dropwizard.util.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The libpq / jdbc url parser; nothing here connects. */
class PostgresEndpointTest {

    private static DataSourceFactory factory(PostgresEndpoint endpoint) {
        return endpoint.dataSourceFactory(new DatabaseConfig());
    }

    @Test
    void libpqFormMovesCredentialsOutOfTheUrl() {
        PostgresEndpoint endpoint = PostgresEndpoint.external("postgresql://alice:secret@db.example.com:6543/cairn");
        assertThat(endpoint.url()).isEqualTo("jdbc:postgresql://db.example.com:6543/cairn");
        assertThat(factory(endpoint).getUser()).isEqualTo("alice");
        assertThat(factory(endpoint).getPassword()).isEqualTo("secret");
        assertThat(factory(endpoint).getUrl()).isEqualTo(endpoint.url());
    }

    @Test
    void percentEscapesInUserAndPasswordAreDecoded() {
        PostgresEndpoint endpoint = PostgresEndpoint.external(
                "postgresql://al%69ce%40corp:p%40ss%3Aw%2Fo%25rd%20x@db.example.com/cairn");
        assertThat(factory(endpoint).getUser()).isEqualTo("alice@corp");
        assertThat(factory(endpoint).getPassword()).isEqualTo("p@ss:w/o%rd x");
        assertThat(endpoint.url()).isEqualTo("jdbc:postgresql://db.example.com/cairn");
    }

    @Test
    void aPasswordMayContainAColonAfterTheFirst() {
        PostgresEndpoint endpoint = PostgresEndpoint.external("postgresql://u:a:b@h/d");
        assertThat(factory(endpoint).getUser()).isEqualTo("u");
        assertThat(factory(endpoint).getPassword()).isEqualTo("a:b");
    }

    @Test
    void aPlusInThePasswordIsAPlus() {
        PostgresEndpoint endpoint = PostgresEndpoint.external("postgresql://u:a+b@h/d");
        assertThat(factory(endpoint).getPassword()).isEqualTo("a+b");
    }

    @Test
    void theQueryIsKeptAsWritten() {
        PostgresEndpoint endpoint = PostgresEndpoint.external(
                "postgres://u:p@h:5433/d?sslmode=require&application_name=cairn%20one");
        assertThat(endpoint.url()).isEqualTo("jdbc:postgresql://h:5433/d?sslmode=require&application_name=cairn%20one");
    }

    @Test
    void userWithoutPasswordAndNoCredentialsAtAll() {
        PostgresEndpoint userOnly = PostgresEndpoint.external("postgresql://bob@h/d");
        assertThat(factory(userOnly).getUser()).isEqualTo("bob");
        assertThat(factory(userOnly).getPassword()).isNull();
        PostgresEndpoint none = PostgresEndpoint.external("postgresql://h/d");
        assertThat(none.url()).isEqualTo("jdbc:postgresql://h/d");
        assertThat(factory(none).getUser()).isNull();
        assertThat(factory(none).getPassword()).isNull();
    }

    @Test
    void theOneShotCommandsTakeAUserWithoutPassword() {
        // db migrate and keys create open this handle; a libpq url naming only a user once failed here
        assertThat(PostgresEndpoint.external("postgresql://bob@h/d").unpooledJdbi()).isNotNull();
        assertThat(PostgresEndpoint.external("postgresql://h/d").unpooledJdbi()).isNotNull();
    }

    @Test
    void aMissingPortIsLeftOutAndIpv6HostsKeepTheirBrackets() {
        assertThat(PostgresEndpoint.external("postgresql://u:p@h/d").url()).isEqualTo("jdbc:postgresql://h/d");
        assertThat(PostgresEndpoint.external("postgresql://u:p@[::1]:5432/d").url())
                .isEqualTo("jdbc:postgresql://[::1]:5432/d");
    }

    @ParameterizedTest
    @ValueSource(strings = {"jdbc:postgresql://h:5432/d", "jdbc:postgresql://h/d?user=u&password=p%40&sslmode=require"})
    void jdbcFormIsTakenAsIs(String url) {
        PostgresEndpoint endpoint = PostgresEndpoint.external(url);
        assertThat(endpoint.url()).isEqualTo(url);
        assertThat(factory(endpoint).getUser()).isNull();
        assertThat(factory(endpoint).getPassword()).isNull();
    }

    @ParameterizedTest
    @ValueSource(strings = {"mysql://u:p@h/d", "http://h/d", "h:5432/d", "postgresq://h/d", "redis://h:6379"})
    void otherSchemesAreRefused(String url) {
        assertThatThrownBy(() -> PostgresEndpoint.external(url))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("postgresql://");
    }

    @Test
    void theRefusalDoesNotQuoteTheUrlAndItsPassword() {
        assertThatThrownBy(() -> PostgresEndpoint.external("mysql://u:S3NT1NEL@h/d"))
                .isInstanceOf(IllegalArgumentException.class)
                .satisfies(e -> assertThat(e.getMessage()).doesNotContain("S3NT1NEL"));
    }

    @Test
    void theDataSourceUsesTheCairnSchema() {
        DataSourceFactory factory = factory(PostgresEndpoint.external("postgresql://u:p@h/d"));
        assertThat(factory.getProperties()).containsEntry("currentSchema", "cairn");
        assertThat(factory.getMaxSize()).isEqualTo(16);
        assertThat(factory.getDriverClass()).isEqualTo("org.postgresql.Driver");
    }

    @Test
    void everyWaitOfThePoolAndTheDriverIsBounded() {
        DataSourceFactory factory = factory(PostgresEndpoint.external("postgresql://u:p@h/d"));
        assertThat(factory.getMaxWaitForConnection()).isEqualTo(Duration.seconds(2));
        assertThat(factory.getProperties())
                .containsEntry("connectTimeout", "2")
                .containsEntry("loginTimeout", "2")
                .containsEntry("socketTimeout", "5");
    }
}
