package dev.cairn.http;

import org.eclipse.jetty.http.HttpStatus;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.handler.ErrorHandler;
import org.eclipse.jetty.util.Callback;

/**
 * Jetty's answer to what it refuses itself, before any route (a malformed Content-Length, a bad URI):
 * a problem document like every other refusal. Jetty's own HTML page would quote the request URI, and a
 * signal inbox's token is in its URI. A request line naming an HTTP version other than 1.0 and 1.1
 * is 400 like any other malformed request line, not Jetty's 505: no input reaches a 5xx, and RFC 9112
 * leaves 505 to the server's choice.
 */
public final class ProblemErrorHandler extends ErrorHandler {

    public static void install(Server server) {
        server.setErrorHandler(new ProblemErrorHandler());
    }

    @Override
    protected void generateResponse(Request request, Response response, int code, String message, Throwable cause,
                                    Callback callback) {
        int status = code == HttpStatus.HTTP_VERSION_NOT_SUPPORTED_505 ? HttpStatus.BAD_REQUEST_400 : code;
        Problems.write(response, StatusProblems.of(status), callback);
    }
}
