package dev.cairn.control.signal;

import dev.cairn.api.ActionResults;
import dev.cairn.api.Caller;
import dev.cairn.catalog.Catalog;
import dev.cairn.catalog.Family;
import dev.cairn.catalog.SignalTools;
import dev.cairn.api.Ids;
import dev.cairn.api.Problem;
import dev.cairn.api.ProblemException;
import dev.cairn.api.SignalDelivery;
import dev.cairn.api.SignalRequests;
import dev.cairn.api.SignalResults;
import dev.cairn.api.Timestamps;
import dev.cairn.control.BearerTokens;
import dev.cairn.store.redis.ScriptRegistry;
import java.time.Clock;
import java.util.regex.Pattern;
import redis.clients.jedis.UnifiedJedis;

/** The signal inbox tools (create, read, delete) and the public delivery of events into an inbox. */
public final class SignalService implements SignalDelivery, Family {
    static final int DEFAULT_EXPIRES_IN_SECONDS = 86400;
    static final int DEFAULT_MAX_EVENTS = 25;
    static final int DEFAULT_LIMIT = 25;
    private static final Pattern TOKEN = Pattern.compile("[A-Za-z0-9_-]{43}");
    private static final String CREATED_NOTICE = "Give signal_url to the sender: it accepts POST with a JSON or"
            + " text/plain body up to 64 KB and no API key. This is the only time the URL is shown. Read events"
            + " with get_signal_events; delete_signal removes the inbox and every body.";

    private final SignalInboxes inboxes;
    private final SignedSignals signedSignals;
    private final Clock clock;

    public SignalService(UnifiedJedis redis, ScriptRegistry scripts, Clock clock) {
        this.inboxes = new SignalInboxes(redis, scripts);
        this.signedSignals = new SignedSignals(redis, clock);
        this.clock = clock;
    }

    @Override
    public void register(Catalog.Builder catalog) {
        catalog.add(SignalTools.CREATE_SIGNAL, SignalRequests.Create.class, this::create)
                .add(SignalTools.GET_SIGNAL_EVENTS, SignalRequests.Events.class, this::events)
                .add(SignalTools.DELETE_SIGNAL, SignalRequests.Delete.class, this::delete)
                .add(SignalTools.VERIFY_SIGNED_SIGNAL, SignalRequests.Verify.class, signedSignals::verify);
    }

    public SignalResults.Created create(SignalRequests.Create request, Caller caller) {
        long now = clock.millis();
        int seconds = request.expiresInSeconds() == null ? DEFAULT_EXPIRES_IN_SECONDS : request.expiresInSeconds();
        int maxEvents = request.maxEvents() == null ? DEFAULT_MAX_EVENTS : request.maxEvents();
        long expiresAt = now + 1000L * seconds;
        String inboxId = Ids.mint("sig");
        String token = BearerTokens.mint();
        inboxes.create(caller.accountId(), inboxId, BearerTokens.hash(token), request.label(), now, expiresAt,
                maxEvents);
        return new SignalResults.Created(ActionResults.BRAND, inboxId, request.label(), caller.baseUrl() + "/signal/" + token,
                Timestamps.format(now), Timestamps.format(expiresAt), maxEvents, 0, CREATED_NOTICE);
    }

    public SignalResults.Events events(SignalRequests.Events request, Caller caller) {
        String inboxId = inboxes.requireWellFormed(request.inboxId());
        int limit = request.limit() == null ? DEFAULT_LIMIT : request.limit();
        SignalInboxes.Read read = inboxes.read(caller.accountId(), inboxId, clock.millis(), request.afterMs(), limit);
        if (read.status() == null) {
            throw notFound();
        }
        return InboxView.of(inboxId, read);
    }

    public SignalResults.Deleted delete(SignalRequests.Delete request, Caller caller) {
        String inboxId = inboxes.requireWellFormed(request.inboxId());
        int deleted = inboxes.delete(caller.accountId(), inboxId, clock.millis()).orElseThrow(SignalService::notFound);
        return new SignalResults.Deleted(ActionResults.BRAND, inboxId, true, deleted);
    }

    @Override
    public int maxBodyBytes() {
        return SignalPayload.MAX_BYTES;
    }

    @Override
    public ProblemException tooLarge() {
        return SignalPayload.tooLarge();
    }

    /** POST /signal/{token}: stores the body as the inbox's next event, or says why not. */
    @Override
    public SignalResults.Accepted deliver(String token, String contentType, byte[] body) {
        SignalPayload payload = SignalPayload.of(contentType, body);
        if (token == null || !TOKEN.matcher(token).matches()) {
            throw unknownToken(); // no key is built from a token that no inbox can have
        }
        String eventId = Ids.mint("evt");
        // Spec §6.3 and §7: an accepted event counts as one call for the owner, and delivery answers 429 when the
        // owner is over the usage limit. Cairn meters no usage yet; when it does, check the owner here
        // (before the script) and count an 'accepted' delivery (its owner is in the script's answer).
        SignalInboxes.Delivery delivery = inboxes.deliver(BearerTokens.hash(token), clock.millis(), eventId, payload);
        return switch (delivery.verdict()) {
            case "accepted" -> new SignalResults.Accepted(ActionResults.BRAND, true, eventId,
                    Timestamps.format(delivery.receivedAtMs()));
            case "gone" -> throw new ProblemException(Problem.of(410, "inbox_gone", "Gone",
                    "This signal inbox has expired or was deleted; it accepts no more events."));
            case "full" -> throw new ProblemException(Problem.of(429, "inbox_full", "Too many requests",
                    "This signal inbox holds its maximum number of events; it accepts no more."));
            default -> throw unknownToken();
        };
    }

    private static ProblemException notFound() {
        return ProblemException.notFound("No signal inbox has this id.");
    }

    private static ProblemException unknownToken() {
        return ProblemException.notFound("No signal inbox has this URL.");
    }
}
