package dev.cairn.control;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cairn.testing.Http;
import dev.cairn.testing.TestEngines;
import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.IntFunction;
import redis.clients.jedis.RedisClient;

/** Test helpers for the families behind human links: parsing links, firing requests at once, reading all of Redis. */
public final class HumanLinks {
    private HumanLinks() {
    }

    /** A link {@code <base>/<page>/<id>#<token>} taken apart. */
    public record Link(String page, String id, String token) {
        public static Link parse(String url) {
            URI uri = URI.create(url);
            String[] path = uri.getPath().split("/");
            return new Link(path[path.length - 2], path[path.length - 1], uri.getFragment());
        }
    }

    /** Runs {@code count} requests at once (all wait at one start gate); their replies, all 200, in order. */
    public static List<Http.Reply> concurrently(int count, IntFunction<Http.Reply> request) throws Exception {
        List<Http.Reply> replies = concurrentlyAnyStatus(count, request);
        replies.forEach(reply -> assertThat(reply.status()).as(reply.text()).isEqualTo(200));
        return replies;
    }

    /** As {@link #concurrently}, for races some requests are meant to lose with an error status. */
    public static List<Http.Reply> concurrentlyAnyStatus(int count, IntFunction<Http.Reply> request) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(count);
        try {
            CountDownLatch gate = new CountDownLatch(1);
            List<Future<Http.Reply>> futures = new ArrayList<>();
            for (int i = 0; i < count; i++) {
                int index = i;
                futures.add(pool.submit(() -> {
                    gate.await();
                    return request.apply(index);
                }));
            }
            gate.countDown();
            List<Http.Reply> replies = new ArrayList<>();
            for (Future<Http.Reply> future : futures) {
                replies.add(future.get());
            }
            return replies;
        } finally {
            pool.shutdownNow();
        }
    }

    /** Every key of the test Redis with every value it holds (hashes: fields and values), as one text. */
    public static String everyKeyAndValue() {
        StringBuilder all = new StringBuilder();
        try (RedisClient redis = RedisClient.create(URI.create(TestEngines.redisUrl()))) {
            for (String key : redis.keys("*")) {
                all.append(key).append('\n');
                switch (redis.type(key)) {
                    case "hash" -> redis.hgetAll(key).forEach((field, value) -> all.append(field).append('=').append(value).append('\n'));
                    case "string" -> all.append(redis.get(key)).append('\n');
                    case "list" -> all.append(redis.lrange(key, 0, -1)).append('\n');
                    case "set" -> all.append(redis.smembers(key)).append('\n');
                    case "zset" -> all.append(redis.zrange(key, 0, -1)).append('\n');
                    default -> all.append("<").append(redis.type(key)).append(">\n");
                }
            }
        }
        return all.toString();
    }
}
