package dev.cairn.access.x402;

import com.codahale.metrics.MetricRegistry;
import com.codahale.metrics.Timer;
import com.fasterxml.jackson.databind.JsonNode;
import dev.cairn.api.PaymentRefusal;
import dev.cairn.api.Payments;
import dev.cairn.store.redis.ScriptArgs;
import dev.cairn.store.redis.ScriptRegistry;
import dev.cairn.store.sql.PaymentDao;
import java.time.Clock;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Pay-per-call with x402 v2 (spec §5.6): the terms a 402 offers, and a paid call's two steps around the tool.
 * {@link #accept} checks the payment locally, reserves its authorization once and for all, and has the
 * facilitator verify it; {@link #settle} has the facilitator settle it after the tool succeeded. Metrics on the
 * admin port: {@code cairn.x402.required}, {@code cairn.x402.refused.<reason>}, {@code cairn.x402.settled},
 * {@code cairn.x402.not_settled.<reason>}, and the facilitator's latency {@code cairn.x402.facilitator.verify}
 * and {@code .settle}.
 */
public final class PayPerCall implements Payments {
    private static final Logger LOG = LoggerFactory.getLogger(PayPerCall.class);
    private static final Pattern REASON = Pattern.compile("[a-z0-9_]{1,80}");
    private static final long RESERVATION_MARGIN_MILLIS = 60_000;

    private final PaymentTerms terms;
    private final Facilitator facilitator;
    private final ScriptRegistry scripts;
    private final PaymentDao records;
    private final MetricRegistry metrics;
    private final Clock clock;

    PayPerCall(PaymentTerms terms, Facilitator facilitator, ScriptRegistry scripts, PaymentDao records,
               MetricRegistry metrics, Clock clock) {
        this.terms = terms;
        this.facilitator = facilitator;
        this.scripts = scripts;
        this.records = records;
        this.metrics = metrics;
        this.clock = clock;
    }

    /** Pay-per-call on the configured rail; null when x402 is not enabled. */
    public static PayPerCall of(X402Config config, ScriptRegistry scripts, PaymentDao records, MetricRegistry metrics,
                                Clock clock) {
        if (!config.isEnabled()) {
            return null;
        }
        return new PayPerCall(PaymentTerms.of(config),
                new Facilitator(config.getFacilitatorUrl(), config.getFacilitatorTimeout()), scripts, records, metrics,
                clock);
    }

    @Override
    public String required(String resourceUrl, String error) {
        metrics.meter("cairn.x402.required").mark();
        return Wire.header(new Wire.PaymentRequired(Wire.VERSION, error,
                new Wire.Resource(resourceUrl, "A Cairn text tool call, paid per call", "application/json"),
                List.of(terms.requirements())));
    }

    @Override
    public Payment accept(String header) {
        try {
            SignedPayment payment = SignedPayment.decode(header);
            long now = clock.millis();
            String payer = PaymentCheck.payer(payment, terms, now / 1000);
            reserve(payment.authorization(), payer, now);
            verified(payment.payload(), payer);
            return new Payment(payment.payload(), payer);
        } catch (PaymentRefusal refused) {
            metrics.meter(MetricRegistry.name("cairn.x402.refused", refused.reason())).mark();
            throw refused;
        }
    }

    @Override
    public String settle(Payment payment, String tool) {
        Facilitator.Answer answer;
        try (Timer.Context ignored = metrics.timer("cairn.x402.facilitator.settle").time()) {
            answer = facilitator.settle(request(payment.payload()));
        }
        if (answer.body() != null && answer.body().path("success").asBoolean()) {
            metrics.meter("cairn.x402.settled").mark();
            String transaction = answer.body().path("transaction").asText("");
            record(payment, tool, null, transaction);
            return Wire.header(new Wire.Settlement(true, null, payment.payer(), transaction,
                    terms.requirements().network()));
        }
        String reason = answer.failure() != null ? answer.failure() : reason(answer.body().path("errorReason"));
        record(payment, tool, reason, null);
        metrics.meter(MetricRegistry.name("cairn.x402.not_settled", reason)).mark();
        LOG.warn("An x402 payment was not settled ({}); the call's result was withheld", reason);
        throw Refusals.notSettled(reason, "The payment was not settled (" + reason
                + "), so the result is withheld. Sign a new payment to call again.", failed(reason, payment.payer()));
    }

    private void reserve(TransferAuthorization authorization, String payer, long nowMillis) {
        String key = "cairn:x402:{" + terms.chainId() + ":" + terms.requirements().asset().toLowerCase(Locale.ROOT)
                + ":" + payer.toLowerCase(Locale.ROOT) + "}:" + authorization.nonce().toLowerCase(Locale.ROOT);
        long ttl = authorization.validBefore().longValueExact() * 1000 - nowMillis + RESERVATION_MARGIN_MILLIS;
        Object granted = scripts.run("x402/reserve", List.of(key), ScriptArgs.of("ttl_ms", ttl));
        if (!Long.valueOf(1).equals(granted)) {
            throw Refusals.replayed();
        }
    }

    private void verified(JsonNode payload, String payer) {
        Facilitator.Answer answer;
        try (Timer.Context ignored = metrics.timer("cairn.x402.facilitator.verify").time()) {
            answer = facilitator.verify(request(payload));
        }
        if (answer.failure() != null) {
            LOG.warn("The x402 facilitator could not verify a payment ({})", answer.failure());
            throw Refusals.notSettled(answer.failure(), "The facilitator could not verify the payment ("
                    + answer.failure() + "). Sign a new payment to try again.", failed(answer.failure(), payer));
        }
        if (!answer.body().path("isValid").asBoolean()) {
            String reason = reason(answer.body().path("invalidReason"));
            throw Refusals.invalid(reason, "The facilitator did not accept the payment (" + reason + ").");
        }
    }

    /** Keeps the paid call for the operator's accounts; a database outage never withholds a settled result. */
    private void record(Payment payment, String tool, String reason, String transaction) {
        JsonNode authorization = payment.payload().at("/payload/authorization");
        try {
            records.record(new PaymentDao.Payment(tool, terms.requirements().network(), terms.requirements().asset(),
                    payment.payer(), authorization.path("value").asText(), authorization.path("nonce").asText(),
                    reason == null ? "settled" : "not_settled", reason,
                    transaction == null || transaction.length() > 200 ? null : transaction, clock.instant()));
        } catch (RuntimeException failed) {
            LOG.warn("A paid call's payment could not be recorded in PostgreSQL ({}); the metrics still count it",
                    failed.getClass().getSimpleName());
        }
    }

    private Wire.FacilitatorRequest request(JsonNode payload) {
        return new Wire.FacilitatorRequest(Wire.VERSION, payload, terms.requirements());
    }

    private String failed(String reason, String payer) {
        return Wire.header(new Wire.Settlement(false, reason, payer, "", terms.requirements().network()));
    }

    /** A facilitator's reason, if it is a plain x402 reason name; it becomes a metric name and a header field. */
    private static String reason(JsonNode given) {
        String text = given.asText("");
        return REASON.matcher(text).matches() ? text : "facilitator_refused";
    }
}
