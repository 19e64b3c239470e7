package dev.cairn.control.signal;

import dev.cairn.api.Access;
import dev.cairn.api.Caller;
import dev.cairn.api.Ids;
import dev.cairn.api.Outcome;
import dev.cairn.api.OwnerMeter;
import dev.cairn.api.Problem;
import dev.cairn.api.ProblemException;
import dev.cairn.api.SignalDelivery;
import dev.cairn.api.Timestamps;
import dev.cairn.catalog.Catalog;
import dev.cairn.catalog.Family;
import dev.cairn.catalog.Hints;
import dev.cairn.catalog.ToolSpec;
import dev.cairn.control.BearerTokens;
import dev.cairn.control.ScriptReply;
import dev.cairn.store.redis.ScriptRegistry;
import java.time.Clock;
import java.util.regex.Pattern;
import redis.clients.jedis.UnifiedJedis;

/** The signal inbox tools (create, read, delete) and the public delivery of events into an inbox. */
public final class SignalService implements SignalDelivery, Family {
    static final ToolSpec CREATE_SIGNAL = new ToolSpec("create_signal", "/v1/signals/create",
            "Create a signal inbox",
            "Creates an inbox that accepts POST /signal/{token} from any sender without an API key: a JSON or"
                    + " plain-text body up to 64 KB UTF-8, kept in arrival order until the inbox expires"
                    + " (expires_in_seconds, default 86400) or max_events (default 25) are stored. signal_url holds"
                    + " the token and is shown only in this answer; read events with get_signal_events.",
            Access.SUBSCRIPTION, Hints.WRITE);
    static final ToolSpec GET_SIGNAL_EVENTS = new ToolSpec("get_signal_events", "/v1/signals/events",
            "Read a signal inbox",
            "Returns the inbox's status and its events in arrival order, each with its body. Page with limit"
                    + " (default 25) and after_ms: pass next_after_ms from the previous answer to get only later"
                    + " events. Changes nothing.",
            Access.SUBSCRIPTION, Hints.READ_ONLY).findingRecords();
    static final ToolSpec DELETE_SIGNAL = new ToolSpec("delete_signal", "/v1/signals/delete",
            "Delete a signal inbox",
            "Deletes the inbox and every stored event body at once; later deliveries to its URL get 410. The id"
                    + " is unknown afterwards.",
            Access.SUBSCRIPTION, new Hints(false, true, false, false)).findingRecords();
    static final ToolSpec VERIFY_SIGNED_SIGNAL = new ToolSpec("verify_signed_signal", "/v1/signals/verify",
            "Verify a signed signal",
            "Checks an HMAC-SHA256 signature (hex) over timestamp + \".\" + nonce + \".\" + message with the shared"
                    + " secret, that the timestamp (Unix seconds) is within max_age_seconds (default 300) of now in"
                    + " either direction, and that the nonce was not accepted before. The answer is a decision:"
                    + " valid, or the reason it is not. Stores neither message nor secret, only a hash of an"
                    + " accepted nonce until it can no longer be fresh.",
            Access.SUBSCRIPTION, Hints.WRITE);

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
        catalog.add(CREATE_SIGNAL, SignalRecords.Create.class, this::create)
                .add(GET_SIGNAL_EVENTS, SignalRecords.GetEvents.class, this::events)
                .add(DELETE_SIGNAL, SignalRecords.Delete.class, this::delete)
                .add(VERIFY_SIGNED_SIGNAL, SignalRecords.Verify.class, signedSignals::verify);
    }

    public SignalRecords.Created create(SignalRecords.Create request, Caller caller) {
        long now = clock.millis();
        int seconds = request.expiresInSeconds() == null ? DEFAULT_EXPIRES_IN_SECONDS : request.expiresInSeconds();
        int maxEvents = request.maxEvents() == null ? DEFAULT_MAX_EVENTS : request.maxEvents();
        long expiresAt = now + 1000L * seconds;
        String inboxId = inboxes.mintId();
        String token = BearerTokens.mint();
        inboxes.create(caller.accountId(), inboxId, BearerTokens.hash(token), request.label(), now, expiresAt,
                maxEvents);
        return new SignalRecords.Created(Outcome.BRAND, inboxId, request.label(),
                caller.baseUrl() + "/signal/" + token, Timestamps.format(now), Timestamps.format(expiresAt), maxEvents,
                0, CREATED_NOTICE);
    }

    public SignalRecords.Events events(SignalRecords.GetEvents request, Caller caller) {
        String inboxId = inboxes.requireWellFormed(request.inboxId());
        int limit = request.limit() == null ? DEFAULT_LIMIT : request.limit();
        SignalInboxes.Read read = inboxes.read(caller.accountId(), inboxId, clock.millis(), request.afterMs(), limit)
                .orElseThrow(SignalService::notFound);
        return InboxView.of(inboxId, read);
    }

    public SignalRecords.Deleted delete(SignalRecords.Delete request, Caller caller) {
        String inboxId = inboxes.requireWellFormed(request.inboxId());
        int deleted = inboxes.delete(caller.accountId(), inboxId, clock.millis()).orElseThrow(SignalService::notFound);
        return new SignalRecords.Deleted(Outcome.BRAND, inboxId, true, deleted);
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
    public SignalDelivery.Accepted deliver(String token, String contentType, byte[] body, OwnerMeter owners) {
        SignalPayload payload = SignalPayload.of(contentType, body);
        if (token == null || !TOKEN.matcher(token).matches()) {
            throw unknownToken(); // no key is built from a token that no inbox can have
        }
        String eventId = Ids.mint("evt");
        String tokenHash = BearerTokens.hash(token);
        // Spec §6.3 and §7: an accepted event counts as one call for the owner, and delivery answers 429 when the
        // owner is over its limit; a delivery the inbox refuses is taken back.
        SignalInboxes.Addressed inbox = inboxes.addressed(tokenHash).orElseThrow(SignalService::unknownToken);
        Runnable giveBack = inbox.owner() == null ? () -> { } : owners.count(inbox.owner());
        ScriptReply delivery = inboxes.deliver(inbox.inboxId(), tokenHash, clock.millis(), eventId, payload);
        if (!delivery.outcome().equals("accepted")) {
            giveBack.run();
        }
        return switch (delivery.outcome()) {
            case "accepted" -> new SignalDelivery.Accepted(Outcome.BRAND, true, eventId,
                    Timestamps.format(Long.parseLong(delivery.detail())));
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
