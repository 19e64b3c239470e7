package dev.cairn.testing;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicReference;

/**
 * An x402 facilitator's HTTP surface ({@code POST /verify}, {@code POST /settle}) answering as told, and
 * recording every body it was sent: it stands for the facilitator, not for Cairn, so the tests see what Cairn
 * asks and when. The end-to-end suite runs Cairn against the reference facilitator logic instead.
 */
public final class FacilitatorDouble implements AutoCloseable {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    /** How {@code /settle} answers: success, {@code success: false}, or never (the caller must time out). */
    public enum Settle { OK, FAIL, HANG }

    private final HttpServer server;
    private final CountDownLatch released = new CountDownLatch(1);
    private final AtomicReference<Settle> settle = new AtomicReference<>(Settle.OK);
    private final AtomicReference<String> invalidReason = new AtomicReference<>();
    public final List<JsonNode> verified = new CopyOnWriteArrayList<>();
    public final List<JsonNode> settled = new CopyOnWriteArrayList<>();

    public FacilitatorDouble() {
        try {
            server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
        server.setExecutor(Executors.newCachedThreadPool());
        server.createContext("/verify", exchange -> {
            JsonNode body = read(exchange, verified);
            String reason = invalidReason.get();
            answer(exchange, reason == null
                    ? "{\"isValid\":true,\"payer\":\"" + payer(body) + "\"}"
                    : "{\"isValid\":false,\"invalidReason\":\"" + reason + "\",\"payer\":\"" + payer(body) + "\"}");
        });
        server.createContext("/settle", exchange -> {
            JsonNode body = read(exchange, settled);
            switch (settle.get()) {
                case OK -> answer(exchange, "{\"success\":true,\"payer\":\"" + payer(body) + "\",\"transaction\":\"0x"
                        + "ab".repeat(32) + "\",\"network\":\"" + body.at("/paymentRequirements/network").asText() + "\"}");
                case FAIL -> answer(exchange, "{\"success\":false,\"errorReason\":\"invalid_exact_evm_transaction_failed\","
                        + "\"transaction\":\"\",\"network\":\"" + body.at("/paymentRequirements/network").asText() + "\"}");
                case HANG -> {
                    try {
                        released.await();
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                    exchange.close();
                }
            }
        });
        server.start();
    }

    public String url() {
        return "http://127.0.0.1:" + server.getAddress().getPort();
    }

    public void settle(Settle mode) {
        settle.set(mode);
    }

    /** Verification refuses every payment with {@code reason}; null: it accepts them. */
    public void refuse(String reason) {
        invalidReason.set(reason);
    }

    public void reset() {
        settle.set(Settle.OK);
        invalidReason.set(null);
        verified.clear();
        settled.clear();
    }

    @Override
    public void close() {
        released.countDown();
        server.stop(0);
    }

    private static String payer(JsonNode body) {
        return body.at("/paymentPayload/payload/authorization/from").asText();
    }

    private static JsonNode read(HttpExchange exchange, List<JsonNode> into) throws IOException {
        JsonNode body = MAPPER.readTree(exchange.getRequestBody().readAllBytes());
        into.add(body);
        return body;
    }

    private static void answer(HttpExchange exchange, String json) throws IOException {
        byte[] bytes = json.getBytes(StandardCharsets.UTF_8);
        exchange.getResponseHeaders().set("Content-Type", "application/json");
        exchange.sendResponseHeaders(200, bytes.length);
        exchange.getResponseBody().write(bytes);
        exchange.close();
    }
}
