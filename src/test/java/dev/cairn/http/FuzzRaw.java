package dev.cairn.http;

import dev.cairn.testing.Contract;
import dev.cairn.testing.Probe;
import dev.cairn.testing.Sentinels;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.function.Function;

/**
 * Malformed HTTP/1.1 written on a bare socket, which no client library sends: bad Content-Length, bad
 * chunking, bad Host, bad header bytes, bad request lines, other protocols. Each carries a sentinel where
 * the defect is.
 */
final class FuzzRaw {
    private static final String BODY = "{\"action\":\"a\",\"arguments\":{}}";
    private static final String TARGET = "/v1/actions/fingerprint";

    private record Template(String kind, Function<String, byte[]> build) {
    }

    private static final List<Template> TEMPLATES = List.of(
            head("negative Content-Length", s -> post("Content-Length: -1\r\nX-Tag: " + s, BODY)),
            head("non-numeric Content-Length", s -> post("Content-Length: " + s, BODY)),
            head("Content-Length beyond a long", s -> post("Content-Length: 99999999999999999999999\r\nX-Tag: " + s, BODY)),
            head("two different Content-Lengths", s -> post("Content-Length: 5\r\nContent-Length: 6\r\nX-Tag: " + s, BODY)),
            head("Content-Length list", s -> post("Content-Length: " + BODY.length() + ", " + BODY.length() + "\r\nX-Tag: " + s,
                    BODY)),
            head("Content-Length with a sign", s -> post("Content-Length: +" + BODY.length() + "\r\nX-Tag: " + s, BODY)),
            head("Content-Length longer than the body", s -> post("Content-Length: 5000", "{\"" + s + "\":")),
            head("Content-Length shorter than the body", s -> post("Content-Length: 10",
                    BODY + "GARBAGE " + s + " HTTP/1.1\r\n\r\n")),
            head("chunk size not hex", s -> post("Transfer-Encoding: chunked", s + "\r\n" + BODY + "\r\n0\r\n\r\n")),
            head("chunked without its last chunk", s -> post("Transfer-Encoding: chunked",
                    Integer.toHexString(BODY.length() + s.length() + 3) + "\r\n{\"" + s + "\":1" + BODY.substring(1))),
            head("chunk extension", s -> post("Transfer-Encoding: chunked", Integer.toHexString(BODY.length()) + ";" + s
                    + "=1\r\n" + BODY + "\r\n0\r\n\r\n")),
            head("chunked trailer", s -> post("Transfer-Encoding: chunked", Integer.toHexString(BODY.length()) + "\r\n" + BODY
                    + "\r\n0\r\nX-" + s + ": " + s + "\r\n\r\n")),
            head("Content-Length and chunked", s -> post("Content-Length: 3\r\nTransfer-Encoding: chunked\r\nX-Tag: " + s,
                    Integer.toHexString(BODY.length()) + "\r\n" + BODY + "\r\n0\r\n\r\n")),
            head("unknown transfer coding", s -> post("Transfer-Encoding: " + s, BODY)),
            head("gzip, chunked", s -> post("Transfer-Encoding: gzip, chunked\r\nX-Tag: " + s, "5\r\nhello\r\n0\r\n\r\n")),
            head("huge chunk size", s -> post("Transfer-Encoding: chunked\r\nX-Tag: " + s, "FFFFFFFFFFFFFFFFFF\r\n" + BODY)),
            head("chunk longer than declared", s -> post("Transfer-Encoding: chunked", "3\r\n" + BODY + s + "\r\n0\r\n\r\n")),
            head("no Host", s -> ascii("POST " + TARGET + "?" + s + " HTTP/1.1\r\nContent-Type: application/json\r\n"
                    + "Content-Length: " + BODY.length() + "\r\nConnection: close\r\n\r\n" + BODY)),
            head("two Hosts", s -> post("Host: " + s + ".example", BODY)),
            head("Host with spaces", s -> ascii("POST " + TARGET + " HTTP/1.1\r\nHost: " + s + " " + s + "\r\n"
                    + "Content-Length: " + BODY.length() + "\r\nConnection: close\r\n\r\n" + BODY)),
            head("Host with a bad port", s -> ascii("POST " + TARGET + " HTTP/1.1\r\nHost: " + s + ":99999\r\n"
                    + "Content-Length: " + BODY.length() + "\r\nConnection: close\r\n\r\n" + BODY)),
            head("Host, broken IPv6", s -> ascii("POST " + TARGET + " HTTP/1.1\r\nHost: [::1" + s + "\r\n"
                    + "Content-Length: " + BODY.length() + "\r\nConnection: close\r\n\r\n" + BODY)),
            head("space in a header name", s -> post("X " + s + ": 1", BODY)),
            head("NUL in a header value", s -> post("X-Tag: " + s + "\0end", BODY)),
            head("0xFF bytes in a header value", s -> bytes(post("X-Tag: " + s + "@@", BODY), "@@",
                    new byte[] {(byte) 0xFF, (byte) 0xFE})),
            head("non-token header name", s -> post(s + "(): 1", BODY)),
            head("obsolete line folding", s -> post("X-Tag: a\r\n " + s, BODY)),
            head("header line without a colon", s -> post(s, BODY)),
            head("space before the colon", s -> post("Content-Type : application/" + s, BODY)),
            head("100 KB header", s -> post("X-Tag: " + s + "x".repeat(100_000), BODY)),
            head("300 headers", s -> post(("X-" + s + ": 1\r\n").repeat(299) + "X-Last: " + s, BODY)),
            head("CR without LF in a header", s -> post("X-Tag: " + s + "\rX-Other: 1", BODY)),
            head("HTTP/9.9", s -> ascii("POST " + TARGET + "?" + s + " HTTP/9.9\r\nHost: a\r\nContent-Length: 0\r\n\r\n")),
            head("no HTTP version", s -> ascii("POST " + TARGET + "?" + s + "\r\n\r\n")),
            head("HTTP/1.0", s -> ascii("POST " + TARGET + "?" + s + " HTTP/1.0\r\nContent-Length: " + BODY.length()
                    + "\r\n\r\n" + BODY)),
            head("double spaces in the request line", s -> ascii("POST  " + TARGET + "?" + s + "  HTTP/1.1\r\nHost: a\r\n"
                    + "Content-Length: 0\r\nConnection: close\r\n\r\n")),
            head("absolute-form target", s -> ascii("POST http://" + s + ".example" + TARGET + " HTTP/1.1\r\nHost: a\r\n"
                    + "Content-Length: " + BODY.length() + "\r\nConnection: close\r\n\r\n" + BODY)),
            head("asterisk-form target", s -> ascii("OPTIONS * HTTP/1.1\r\nHost: a\r\nX-Tag: " + s
                    + "\r\nConnection: close\r\n\r\n")),
            head("space inside the target", s -> ascii("POST /v1/" + s + " x HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n")),
            head("raw non-ASCII bytes in the target", s -> bytes(ascii("GET /v1/@@" + s + " HTTP/1.1\r\nHost: a\r\n"
                    + "Connection: close\r\n\r\n"), "@@", new byte[] {(byte) 0xC3, (byte) 0xA9, (byte) 0xFF})),
            head("control byte in the target", s -> ascii("GET /v1/\u0001" + s
                    + " HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n")),
            head("CONNECT", s -> ascii("CONNECT " + s + ".example:443 HTTP/1.1\r\nHost: " + s + ".example:443\r\n\r\n")),
            head("method with a sentinel", s -> ascii(s + " " + TARGET + " HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n")),
            head("10 KB method", s -> ascii(s + "X".repeat(10_000) + " / HTTP/1.1\r\nHost: a\r\n\r\n")),
            head("100 KB target", s -> ascii("GET /" + s + "a".repeat(100_000) + " HTTP/1.1\r\nHost: a\r\n\r\n")),
            head("bare LF line ends", s -> ascii("POST " + TARGET + "?" + s + " HTTP/1.1\nHost: a\nContent-Length: "
                    + BODY.length() + "\nConnection: close\n\n" + BODY)),
            head("garbage", s -> ascii("\u0016\u0003\u0001" + s + "\r\n\r\n")),
            head("TLS ClientHello", s -> bytes(ascii("@@" + s), "@@", new byte[] {0x16, 0x03, 0x01, 0x00, (byte) 0xA5, 0x01,
                    0x00, 0x00, (byte) 0xA1, 0x03, 0x03})),
            head("HTTP/2 preface", s -> ascii("PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n" + s)),
            head("h2c upgrade", s -> post("Upgrade: h2c\r\nHTTP2-Settings: " + s
                    + "\r\nConnection: Upgrade, HTTP2-Settings", BODY)),
            head("websocket upgrade", s -> ascii("GET /mcp HTTP/1.1\r\nHost: a\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                    + "Sec-WebSocket-Key: " + s + "\r\nSec-WebSocket-Version: 13\r\n\r\n")),
            head("Expect with a sentinel", s -> post("Expect: " + s, BODY)),
            head("pipelined malformed request", s -> ascii("POST " + TARGET + " HTTP/1.1\r\nHost: a\r\nContent-Length: "
                    + BODY.length() + "\r\n\r\n" + BODY + "POST /v1/" + s + " HTTP/1.1\r\nContent-Length: x\r\n\r\n")),
            head("lower-case method and version", s -> ascii("post " + TARGET + "?" + s + " http/1.1\r\nHost: a\r\n\r\n")),
            head("Content-Type with 0x80 bytes", s -> bytes(post("Content-Type: application/json; charset=@@" + s, BODY), "@@",
                    new byte[] {(byte) 0x80, (byte) 0x81})),
            head("CONNECT to a signal token", s -> ascii("CONNECT /signal/" + s + " HTTP/1.1\r\nHost: a\r\n\r\n")),
            head("CONNECT to a page", s -> ascii("CONNECT /approve/" + s + " HTTP/1.1\r\nHost: a\r\n\r\n")),
            head("signal token with invalid encoding", s -> ascii("POST /signal/%ZZ" + s + " HTTP/1.1\r\nHost: a\r\n"
                    + "Content-Type: text/plain\r\nContent-Length: 2\r\nConnection: close\r\n\r\nhi")),
            head("signal delivery with bad Content-Length", s -> ascii("POST /signal/" + s + " HTTP/1.1\r\nHost: a\r\n"
                    + "Content-Type: text/plain\r\nContent-Length: 1" + "0".repeat(20) + "\r\nConnection: close\r\n\r\nhi")));

    private FuzzRaw() {
    }

    static int count() {
        return TEMPLATES.size();
    }

    /** Template {@code index} (modulo their number) with a fresh sentinel. */
    static Probe probe(int index, Sentinels sentinels) {
        Template template = TEMPLATES.get(index % TEMPLATES.size());
        String s = sentinels.mint("raw HTTP: " + template.kind() + " @ raw socket");
        return Probe.raw(Contract.RAW, "raw HTTP: " + template.kind(), template.build().apply(s));
    }

    private static Template head(String kind, Function<String, byte[]> build) {
        return new Template(kind, build);
    }

    private static byte[] post(String extraHeaders, String body) {
        return ascii("POST " + TARGET + " HTTP/1.1\r\nHost: a\r\nContent-Type: application/json\r\n" + extraHeaders
                + (extraHeaders.contains("Content-Length") || extraHeaders.contains("Transfer-Encoding") ? ""
                : "\r\nContent-Length: " + body.length()) + "\r\nConnection: close\r\n\r\n" + body);
    }

    private static byte[] ascii(String text) {
        return text.getBytes(StandardCharsets.ISO_8859_1);
    }

    /** {@code request} with its first {@code marker} replaced by {@code replacement}. */
    private static byte[] bytes(byte[] request, String marker, byte[] replacement) {
        String text = new String(request, StandardCharsets.ISO_8859_1);
        int at = text.indexOf(marker);
        return FuzzBodies.concat(ascii(text.substring(0, at)), replacement, ascii(text.substring(at + marker.length())));
    }
}
