package dev.cairn.http;

import dev.cairn.api.JsonBodies;
import java.util.concurrent.TimeUnit;
import org.eclipse.jetty.http.HttpFields;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.util.Callback;
import org.eclipse.jetty.util.component.LifeCycle;

/**
 * Receives every request body whole before any route sees it, without holding a thread while its bytes
 * trickle in, so slow senders cannot starve anyone of threads and bodies cannot exhaust the heap:
 * <ul>
 * <li>a body must arrive within the read timeout (else 408) and fit {@link JsonBodies#MAX_BYTES} (else 413);
 * <li>bodies held in memory at once fit a budget of bytes. A body of declared length takes its size before
 *     its first byte is read, waiting in line up to {@link #ADMISSION_WAIT_MILLIS} (else 503 with
 *     {@code Retry-After}); a chunked one takes its bytes as they come. Small bodies (at most
 *     {@link #SMALL_BODY_BYTES}) never wait and may also use a reserve of a quarter of the budget, so a
 *     flood of large bodies never turns a small call away;
 * <li>at most one large body per processor is handled at a time; the others wait their turn, holding
 *     their budget, so small calls keep a processor.
 * </ul>
 * What a body took is given back once its answer has been sent.
 */
public final class BufferedBodies extends Handler.Wrapper {
    static final long SMALL_BODY_BYTES = 64 * 1024;
    static final long ADMISSION_WAIT_MILLIS = 2000;

    private final Allowance budget;
    private final long smallBodyReserve;
    private final Allowance largeBodySlots;
    private final long readTimeoutMillis;

    BufferedBodies(Handler next, long budgetBytes, int largeBodySlots, long readTimeoutMillis) {
        super(next);
        this.budget = new Allowance(budgetBytes);
        this.smallBodyReserve = budgetBytes / 4;
        this.largeBodySlots = new Allowance(largeBodySlots);
        this.readTimeoutMillis = readTimeoutMillis;
    }

    /** Puts itself in front of the server's handlers as the server starts. */
    public static LifeCycle.Listener installer(RequestLimitsConfig limits) {
        return new LifeCycle.Listener() {
            @Override
            public void lifeCycleStarting(LifeCycle event) {
                if (event instanceof Server server) {
                    server.setHandler(new BufferedBodies(server.getHandler(), limits.bodyMemoryBudgetBytes(),
                            Runtime.getRuntime().availableProcessors(), limits.getBodyReadTimeout().toMilliseconds()));
                }
            }
        };
    }

    @Override
    public boolean handle(Request request, Response response, Callback callback) throws Exception {
        HttpFields headers = request.getHeaders();
        boolean chunked = headers.contains(HttpHeader.TRANSFER_ENCODING);
        String contentLength = chunked ? null : headers.get(HttpHeader.CONTENT_LENGTH);
        if (!chunked && !declaresMoreThan(contentLength, 0)) {
            return super.handle(request, response, callback);
        }
        if (declaresMoreThan(contentLength, JsonBodies.MAX_BYTES)) {
            BodyArrival.refuse(response, callback, JsonBodies.tooLarge().problem());
            return true;
        }
        long declared = chunked ? -1 : Long.parseLong(contentLength.trim());
        BodyArrival arrival = new BodyArrival(this, request, response, callback, declared);
        if (declared <= SMALL_BODY_BYTES) {
            if (budget.tryTake(Math.max(declared, 0), smallBodyReserve)) {
                arrival.start();
            } else {
                BodyArrival.refuse(response, callback, BodyArrival.busy());
            }
            return true;
        }
        Allowance.Waiter inLine = budget.takeOrQueue(declared, () -> request.getContext().execute(arrival::start));
        if (inLine != null) {
            request.getComponents().getScheduler().schedule(() -> {
                if (budget.leave(inLine)) {
                    BodyArrival.refuse(response, callback, BodyArrival.busy());
                }
            }, ADMISSION_WAIT_MILLIS, TimeUnit.MILLISECONDS);
        }
        return true;
    }

    /** More budget for a chunked body that has grown to {@code bodyBytes}: false when none is left. */
    boolean takeMore(long bytes, long bodyBytes) {
        return budget.tryTake(bytes, bodyBytes <= SMALL_BODY_BYTES ? smallBodyReserve : 0);
    }

    void giveBack(long bytes) {
        budget.give(bytes);
    }

    /** Runs {@code handling} now or once a large-body slot is free; the slot is held until {@link #endLarge}. */
    void startLarge(Runnable handling) {
        largeBodySlots.takeOrQueue(1, handling);
    }

    void endLarge() {
        largeBodySlots.give(1);
    }

    long readTimeoutMillis() {
        return readTimeoutMillis;
    }

    /**
     * Read as a long: Jersey's own {@code getLength()} parses an int and fails (500) on a length over 2 GiB,
     * which Jetty accepts. Jetty has already refused a length that is not a number.
     */
    static boolean declaresMoreThan(String contentLength, long limit) {
        if (contentLength == null) {
            return false;
        }
        try {
            return Long.parseLong(contentLength.trim()) > limit;
        } catch (NumberFormatException e) {
            return contentLength.trim().matches("[0-9]+"); // beyond a long: larger than any limit
        }
    }
}
