package dev.cairn.testing;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.GZIPInputStream;

/**
 * HTTP/1.1 exchanges written byte for byte on a fresh socket: any method, target, header (bytes a full
 * client refuses to send included) and body. The request is followed by a half-close, so a server waiting
 * for body bytes that never come sees the end of input instead of idling; the answer is read to its
 * declared end (Content-Length, chunked) or to the end of the connection, and gzip bodies are inflated.
 */
public final class Wire {
    private static final int TIMEOUT_MS = 30_000;

    private Wire() {
    }

    /**
     * The first response as received; {@code status} 0 when none came ({@link #failure} says why).
     * {@code received} is every byte the server sent (further responses included), read as ISO-8859-1.
     */
    public record Answer(int status, String head, List<String[]> headers, String body, String failure, String received) {
        public String header(String name) {
            return headers.stream().filter(h -> h[0].equalsIgnoreCase(name)).map(h -> h[1]).findFirst().orElse(null);
        }

        /** Status line, headers and body, then all that was received: everything a client gets to see. */
        public String everything() {
            return head + "\r\n\r\n" + body + "\r\n" + received;
        }
    }

    /** A request with the usual framing: Host, Content-Length (unless the headers frame the body), Connection: close. */
    public static byte[] request(String method, String target, List<String[]> headers, byte[] body) {
        StringBuilder head = new StringBuilder(method).append(' ').append(target).append(" HTTP/1.1\r\n");
        boolean framed = false;
        boolean host = false;
        for (String[] header : headers) {
            head.append(header[0]).append(": ").append(header[1]).append("\r\n");
            framed |= header[0].equalsIgnoreCase("Content-Length") || header[0].equalsIgnoreCase("Transfer-Encoding");
            host |= header[0].equalsIgnoreCase("Host");
        }
        if (!host) {
            head.append("Host: cairn.test\r\n");
        }
        if (!framed && body != null) {
            head.append("Content-Length: ").append(body.length).append("\r\n");
        }
        head.append("Connection: close\r\n\r\n");
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        bytes.writeBytes(head.toString().getBytes(StandardCharsets.UTF_8));
        if (body != null) {
            bytes.writeBytes(body);
        }
        return bytes.toByteArray();
    }

    public static Answer exchange(int port, byte[] request) {
        try (Socket socket = new Socket("127.0.0.1", port)) {
            socket.setSoTimeout(TIMEOUT_MS);
            OutputStream out = socket.getOutputStream();
            try {
                out.write(request);
                out.flush();
                socket.shutdownOutput();
            } catch (IOException refusedMidway) {
                // the server may answer and close before reading everything: its answer is still there
            }
            byte[] raw = readAll(socket.getInputStream());
            try {
                return parse(raw);
            } catch (RuntimeException | IOException unparseable) {
                String received = new String(raw, StandardCharsets.ISO_8859_1);
                return new Answer(0, received, List.of(), "", "unparseable answer: "
                        + unparseable.getClass().getSimpleName(), received);
            }
        } catch (SocketTimeoutException e) {
            return new Answer(0, "", List.of(), "", "no answer within " + TIMEOUT_MS + " ms", "");
        } catch (IOException e) {
            return new Answer(0, "", List.of(), "", "connection failed: " + e.getClass().getSimpleName(), "");
        }
    }

    private static byte[] readAll(InputStream in) throws IOException {
        ByteArrayOutputStream all = new ByteArrayOutputStream();
        byte[] buffer = new byte[65536];
        try {
            for (int n; (n = in.read(buffer)) >= 0; ) {
                all.write(buffer, 0, n);
            }
        } catch (IOException reset) {
            if (all.size() == 0) {
                throw reset;
            }
        }
        return all.toByteArray();
    }

    static Answer parse(byte[] raw) throws IOException {
        int offset = 0;
        while (true) { // interim 1xx answers precede the real one
            int end = indexOf(raw, offset);
            if (end < 0) {
                String text = new String(raw, StandardCharsets.ISO_8859_1);
                return new Answer(0, text, List.of(), "", raw.length == 0 ? "connection closed without an answer"
                        : "incomplete answer", text);
            }
            String head = new String(raw, offset, end - offset, StandardCharsets.ISO_8859_1);
            String[] lines = head.split("\r\n");
            int status = lines[0].length() >= 12 ? Integer.parseInt(lines[0].substring(9, 12)) : 0;
            if (status >= 100 && status < 200) {
                offset = end + 4;
                continue;
            }
            List<String[]> headers = new ArrayList<>();
            for (int i = 1; i < lines.length; i++) {
                int colon = lines[i].indexOf(':');
                headers.add(colon < 0 ? new String[] {lines[i], ""}
                        : new String[] {lines[i].substring(0, colon).trim(), lines[i].substring(colon + 1).trim()});
            }
            byte[] body = java.util.Arrays.copyOfRange(raw, end + 4, raw.length);
            Answer framing = new Answer(status, head, headers, "", null, "");
            String length = framing.header("Content-Length");
            if ("chunked".equalsIgnoreCase(framing.header("Transfer-Encoding"))) {
                body = dechunk(body);
            } else if (length != null && Integer.parseInt(length) <= body.length) {
                body = java.util.Arrays.copyOf(body, Integer.parseInt(length));
            }
            if ("gzip".equalsIgnoreCase(framing.header("Content-Encoding"))) {
                body = new GZIPInputStream(new ByteArrayInputStream(body)).readAllBytes();
            }
            return new Answer(status, head, headers, new String(body, StandardCharsets.UTF_8), null,
                    new String(raw, StandardCharsets.ISO_8859_1));
        }
    }

    private static byte[] dechunk(byte[] chunked) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int at = 0;
        while (at < chunked.length) {
            int lineEnd = at;
            while (lineEnd + 1 < chunked.length && !(chunked[lineEnd] == '\r' && chunked[lineEnd + 1] == '\n')) {
                lineEnd++;
            }
            String size = new String(chunked, at, lineEnd - at, StandardCharsets.ISO_8859_1).split(";")[0].trim();
            int n = size.isEmpty() ? 0 : Integer.parseInt(size, 16);
            if (n == 0) {
                break;
            }
            int from = lineEnd + 2;
            out.write(chunked, from, Math.min(n, chunked.length - from));
            at = from + n + 2;
        }
        return out.toByteArray();
    }

    private static int indexOf(byte[] raw, int from) {
        for (int i = from; i + 3 < raw.length; i++) {
            if (raw[i] == '\r' && raw[i + 1] == '\n' && raw[i + 2] == '\r' && raw[i + 3] == '\n') {
                return i;
            }
        }
        return -1;
    }

    /** A header list built from name, value pairs. */
    public static List<String[]> headers(String... namesAndValues) {
        List<String[]> headers = new ArrayList<>();
        for (int i = 0; i + 1 < namesAndValues.length; i += 2) {
            headers.add(new String[] {namesAndValues[i], namesAndValues[i + 1]});
        }
        return headers;
    }
}
