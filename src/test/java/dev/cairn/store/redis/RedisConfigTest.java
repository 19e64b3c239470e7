package dev.cairn.store.redis;

import static org.assertj.core.api.Assertions.assertThat;

import io.dropwizard.jersey.validation.Validators;
import jakarta.validation.ConstraintViolation;
import jakarta.validation.Validator;
import java.util.Set;
import org.junit.jupiter.api.Test;

class RedisConfigTest {
    private static final Validator VALIDATOR = Validators.newValidator();

    @Test
    void blankUrlAndNoClusterMeansEmbedded() {
        RedisConfig config = new RedisConfig();
        assertThat(config.isEmbedded()).isTrue();
        assertThat(config.isCluster()).isFalse();
        assertThat(VALIDATOR.validate(config)).isEmpty();
    }

    @Test
    void clusterNodesMeanACluster() {
        RedisConfig config = new RedisConfig();
        config.setClusterNodes("redis://10.0.0.1:6379,redis://10.0.0.2:6379");
        assertThat(config.isEmbedded()).isFalse();
        assertThat(config.isCluster()).isTrue();
        assertThat(VALIDATOR.validate(config)).isEmpty();
    }

    @Test
    void aUrlAndClusterNodesTogetherAreRefused() {
        RedisConfig config = new RedisConfig();
        config.setUrl("redis://10.0.0.1:6379");
        config.setClusterNodes("redis://10.0.0.2:6379");
        Set<ConstraintViolation<RedisConfig>> violations = VALIDATOR.validate(config);
        assertThat(violations).extracting(ConstraintViolation::getMessage)
                .containsExactly("set redis.url or redis.clusterNodes, not both");
    }
}
