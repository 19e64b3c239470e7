package dev.cairn.http;

import dev.cairn.api.JsonBodies;
import dev.cairn.api.Problem;
import dev.cairn.api.ProblemException;
import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicReference;
import org.eclipse.jetty.http.HttpFields;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.io.Content;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;
import org.eclipse.jetty.util.thread.Scheduler;

/**
 * One request body being received for {@link BufferedBodies}, its budget already taken: read as Jetty
 * offers it (a thread only while bytes are copied), then handed on with the request. Exactly one of three
 * things settles it: the last byte, a refusal, or the read timeout.
 */
final class BodyArrival {
    private final BufferedBodies owner;
    private final Request request;
    private final Response response;
    private final Callback callback;
    private final long declared;
    private boolean settled;
    private long held;
    private byte[] body;
    private int length;
    private Scheduler.Task timer;

    BodyArrival(BufferedBodies owner, Request request, Response response, Callback callback, long declared) {
        this.owner = owner;
        this.request = request;
        this.response = response;
        this.callback = callback;
        this.declared = declared;
        this.held = Math.max(declared, 0);
    }

    /** Once its budget is taken: not before, as a body waiting in line must not hold memory. */
    void start() {
        body = new byte[(int) held];
        timer = request.getComponents().getScheduler().schedule(
                () -> refuseOnce(timedOut()), owner.readTimeoutMillis(), TimeUnit.MILLISECONDS);
        read(false);
    }

    /** Reads what has arrived; {@code demanded} when Jetty calls back with more, on a thread that must not block. */
    private void read(boolean demanded) {
        if (readAvailable()) {
            timer.cancel();
            handOn(demanded);
        }
    }

    /**
     * Under the lock {@link #settle()} takes: once the read timeout has settled the arrival and completed its
     * answer, the request is not read or demanded from again (Jetty throws on a completed request).
     * True when the last byte has arrived and the body is to be handed on.
     */
    private synchronized boolean readAvailable() {
        while (!settled) {
            Content.Chunk chunk = request.read();
            if (chunk == null) {
                request.demand(() -> read(true));
                return false;
            }
            if (Content.Chunk.isFailure(chunk)) {
                Throwable failure = chunk.getFailure();
                chunk.release();
                refuseOnce(failure instanceof TimeoutException ? stalled() : JsonBodies.unreadable().problem());
                return false;
            }
            boolean last = chunk.isLast();
            boolean kept = keep(chunk.getByteBuffer());
            chunk.release();
            if (!kept) {
                return false;
            }
            if (last) {
                return settle();
            }
        }
        return false;
    }

    private boolean keep(ByteBuffer bytes) {
        int size = bytes.remaining();
        if ((long) length + size > JsonBodies.MAX_BYTES) {
            refuseOnce(JsonBodies.tooLarge().problem());
            return false;
        }
        if (declared < 0) {
            if (!owner.takeMore(size, (long) length + size)) {
                refuseOnce(busy());
                return false;
            }
            held += size;
        }
        if (length + size > body.length) {
            body = Arrays.copyOf(body, Math.min(Math.max(body.length * 2, length + size), JsonBodies.MAX_BYTES));
        }
        bytes.get(body, length, size);
        length += size;
        return true;
    }

    private void handOn(boolean demanded) {
        if (length > BufferedBodies.SMALL_BODY_BYTES) {
            owner.startLarge(() -> request.getContext().execute(() -> handle(true)));
        } else if (demanded) {
            request.getContext().execute(() -> handle(false));
        } else {
            handle(false);
        }
    }

    private void handle(boolean large) {
        Callback releasing = new Callback.Nested(callback) {
            @Override
            public void completed() {
                owner.giveBack(held);
                if (large) {
                    owner.endLarge();
                }
            }
        };
        Request whole;
        try {
            whole = whole();
        } catch (ProblemException notAsDeclared) { // the whole body was read: the connection stays usable
            Problems.write(response, notAsDeclared.problem(), releasing);
            return;
        }
        try {
            if (!owner.getHandler().handle(whole, response, releasing)) {
                Response.writeError(whole, response, releasing, 404);
            }
        } catch (Throwable failure) {
            Response.writeError(whole, response, releasing, failure);
        }
    }

    /** The request with its body, inflated here when it declares gzip ({@link GzipBodies}). */
    private Request whole() {
        HttpFields headers = request.getHeaders();
        if (!GzipBodies.declared(headers)) {
            return new WholeBody(request, ByteBuffer.wrap(body, 0, length), headers);
        }
        byte[] inflated = GzipBodies.inflate(body, length);
        return new WholeBody(request, ByteBuffer.wrap(inflated), GzipBodies.inflatedHeaders(headers, inflated.length));
    }

    private void refuseOnce(Problem problem) {
        if (settle()) {
            timer.cancel();
            owner.giveBack(held);
            refuse(response, callback, problem);
        }
    }

    /** The one transition out of receiving: true for the caller that made it. */
    private synchronized boolean settle() {
        if (settled) {
            return false;
        }
        settled = true;
        return true;
    }

    /** Answers before the body was read; the rest of it stays unread, so the connection closes. */
    static void refuse(Response response, Callback callback, Problem problem) {
        response.getHeaders().put(HttpHeader.CONNECTION, "close");
        Problems.write(response, problem, callback);
    }

    static Problem busy() {
        return Problem.of(503, "server_busy", "Service Unavailable",
                "The service is holding as many request bodies as it can at once; retry shortly.").retryingAfter(1);
    }

    private Problem timedOut() {
        return Problem.of(408, "body_timeout", "Request Timeout",
                "The request body did not arrive within " + owner.readTimeoutMillis() + " ms.");
    }

    /** Jetty's idle timeout: nothing arrived on the connection for that long. */
    private static Problem stalled() {
        return Problem.of(408, "body_timeout", "Request Timeout",
                "No byte of the request body arrived for the connection's idle timeout.");
    }

    /** The request with its body already in memory. */
    private static final class WholeBody extends Request.Wrapper {
        private final AtomicReference<Content.Chunk> body;
        private final HttpFields headers;

        WholeBody(Request request, ByteBuffer body, HttpFields headers) {
            super(request);
            this.body = new AtomicReference<>(Content.Chunk.from(body, true));
            this.headers = headers;
        }

        @Override
        public HttpFields getHeaders() {
            return headers;
        }

        @Override
        public Content.Chunk read() {
            Content.Chunk whole = body.getAndSet(null);
            return whole != null ? whole : super.read(); // the request's own source is at its end
        }
    }
}
