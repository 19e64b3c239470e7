package dev.cairn.testing;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** HTTP/1.1 on a bare socket, for exchanges a full client would not make (a body declared but never sent). */
public final class RawHttp {
    private static final Pattern CONTENT_LENGTH = Pattern.compile("(?i)content-length: *(\\d+)");

    private RawHttp() {
    }

    /**
     * POSTs only the headers of a JSON body of {@code declaredLength} bytes and returns the response: a
     * refusal must come from the declared length alone. A client streaming megabytes while the server
     * answers and closes could lose the answer to a connection reset.
     */
    public static String postHeadersOnly(String url, long declaredLength) {
        URI uri = URI.create(url);
        try (Socket socket = new Socket(uri.getHost(), uri.getPort())) {
            socket.setSoTimeout(10_000);
            OutputStream out = socket.getOutputStream();
            out.write(("POST " + uri.getRawPath() + " HTTP/1.1\r\nHost: cairn\r\nContent-Type: application/json\r\n"
                    + "Content-Length: " + declaredLength + "\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
            out.flush();
            return readResponse(socket.getInputStream());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Sends {@code request} exactly as given on its own connection and returns all the server answers before closing. */
    public static String exchange(String url, byte[] request) {
        return exchangeFrom(null, url, request);
    }

    /** {@link #exchange} from {@code localAddress} (127.0.0.2: the server sees another client); null: any. */
    public static String exchangeFrom(InetAddress localAddress, String url, byte[] request) {
        URI uri = URI.create(url);
        try (Socket socket = new Socket()) {
            socket.bind(new InetSocketAddress(localAddress, 0));
            socket.connect(new InetSocketAddress(uri.getHost(), uri.getPort()), 10_000);
            socket.setSoTimeout(10_000);
            socket.getOutputStream().write(request);
            socket.getOutputStream().flush();
            socket.shutdownOutput();
            return new String(socket.getInputStream().readAllBytes(), StandardCharsets.ISO_8859_1);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Reads one HTTP/1.1 response with a Content-Length body; "" when the server closed the connection first. */
    public static String readResponse(InputStream in) throws IOException {
        ByteArrayOutputStream response = new ByteArrayOutputStream();
        int headEnd = -1;
        int length = 0;
        int b;
        while ((b = in.read()) >= 0) {
            response.write(b);
            String text = response.toString(StandardCharsets.ISO_8859_1);
            if (headEnd < 0 && text.endsWith("\r\n\r\n")) {
                headEnd = text.length();
                Matcher m = CONTENT_LENGTH.matcher(text);
                length = m.find() ? Integer.parseInt(m.group(1)) : 0;
            }
            if (headEnd >= 0 && response.size() >= headEnd + length) {
                break;
            }
        }
        return response.toString(StandardCharsets.ISO_8859_1);
    }
}
