package dev.cairn.http;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cairn.testing.CairnApp;
import dev.cairn.testing.Http;
import dev.cairn.testing.MutableClock;
import dev.cairn.testing.RawHttp;
import dev.cairn.testing.Stderr;
import io.dropwizard.servlets.ThreadNameFilter;
import io.dropwizard.testing.ConfigOverride;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A secret sent anywhere in a request (query, headers, URI, method, malformed or not) reaches neither
 * the request log nor Jetty's, Jersey's or Dropwizard's own lines. The app's request log prints
 * Dropwizard's default format plus every request attribute a format can name.
 */
class RequestLogIT {
    private static final String SECRET = "ghp_" + "A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8";
    private static final String EVERY_ATTRIBUTE = "%h %l %u [%t] \"%r\" %s %b \"%i{Referer}\" \"%i{User-Agent}\" %D"
            + " %v %requestURL q=%queryString cookie=%i{Cookie} auth=%i{Authorization} xff=%i{X-Forwarded-For}"
            + " host=%i{Host} %reqCookie{session} %reqParameter{token}"
            + " %reqAttribute{jakarta.servlet.error.request_uri}";
    private static CairnApp app;

    @BeforeAll
    static void start() {
        app = CairnApp.onSharedEngines(new MutableClock(),
                ConfigOverride.config("server.requestLog.appenders[0].logFormat", EVERY_ATTRIBUTE)).start();
    }

    @AfterAll
    static void stop() {
        app.stop();
    }

    @Test
    void aRequestIsLoggedWithMethodPathStatusAndAgent() throws Exception {
        String log = Stderr.during(() -> assertThat(Http.get(app.url("/health")).status()).isEqualTo(200));
        assertThat(log).contains("127.0.0.1 - - [").contains("\"GET /health HTTP/1.1\" 200 ")
                .contains("\"Java-http-client/");
    }

    @Test
    void theLoggedClientAddressIsTheSocketsNeverAForwardedOne() throws Exception {
        // Jetty's useForwardedHeaders, which would put a forwarded value there, is refused at the start
        String log = Stderr.during(() -> {
            get("/health", "X-Forwarded-For: 10.1.2.3");
            get("/health", "X-Forwarded-For: " + SECRET);
        });
        assertThat(log.lines().filter(line -> line.contains("\"GET /health HTTP/1.1\"")))
                .hasSize(2).allMatch(line -> line.startsWith("127.0.0.1 - - ["));
        assertThat(log).doesNotContain("10.1.2.3").doesNotContain(SECRET);
    }

    @Test
    void theUserAgentIsEscapedMaskedAndCut() throws Exception {
        String log = Stderr.during(() -> {
            get("/health", "User-Agent: agent/1.0 " + SECRET);
            get("/health", "User-Agent: long-agent/1.0 " + "(a b) ".repeat(1_000) + SECRET);
            // obs-text bytes: NEL, and U+2028 (LINE SEPARATOR) in UTF-8
            get("/health", "User-Agent: odd\t\"q\" \\ \u0085\u00E2\u0080\u00A8 end");
        });
        assertThat(log).contains("\"agent/1.0 <redacted>\"")
                .contains("\"odd\\x09\\x22q\\x22 \\x5C \\x85\\xE2\\x80\\xA8 end\"")
                .doesNotContain(SECRET).doesNotContain("\u0085");
        String longAgent = log.substring(log.indexOf("\"long-agent/1.0"));
        assertThat(longAgent.substring(0, longAgent.indexOf("...\"") + 4)).hasSize(LoggableText.MAX_LENGTH + 2);
    }

    @Test
    void noSecretIsLoggedWhereverARequestCarriesIt() throws Exception {
        List<String> answers = new ArrayList<>();
        String log = Stderr.during(() -> {
            for (String request : requestsCarryingTheSecret()) {
                answers.add(exchange(bytes(request)));
            }
        });
        assertThat(answers).hasSize(requestsCarryingTheSecret().size())
                .allSatisfy(answer -> assertThat(answer).startsWith("HTTP/1.1 ").doesNotContain(SECRET));
        assertThat(log).doesNotContain(SECRET).doesNotContain(SECRET.substring(4, 16))
                .contains("org.eclipse.jetty.util.HostPort: Bad Authority: [<withheld>]") // Jetty's warning stays
                .contains("\"GET /health HTTP/1.1\" 200").contains("\"POST /signal/<redacted> HTTP/1.1\" 404")
                .contains("\"GET /v1/<redacted> HTTP/1.1\" 404").contains("\"- /health HTTP/1.1\" 405");
    }

    @Test
    void noFilterNamesTheServingThreadAfterItsUri() {
        // Dropwizard's ThreadNameFilter would rename each serving thread after its URI, which a thread
        // dump (/threads on the admin port) then prints, tokens included.
        assertThat(Arrays.stream(app.environment().getApplicationContext().getServletHandler().getFilters())
                .map(filter -> filter.getHeldClass().getName()))
                .isNotEmpty()
                .doesNotContain(ThreadNameFilter.class.getName());
    }

    private static List<String> requestsCarryingTheSecret() {
        String health = "GET /health HTTP/1.1\r\nHost: cairn\r\n";
        String inspect = "POST /v1/inspect HTTP/1.1\r\nHost: cairn\r\nContent-Type: application/json\r\n";
        String end = "Connection: close\r\n\r\n";
        return List.of(
                "GET /health?token=" + SECRET + " HTTP/1.1\r\nHost: cairn\r\n" + end,
                health + "Referer: https://example.com/?token=" + SECRET + "\r\n" + end,
                health + "User-Agent: " + "x".repeat(10_000) + SECRET + "\r\n" + end,
                health + "User-Agent: agent\u0001" + SECRET + "\r\n" + end,
                health + "Cookie: session=" + SECRET + "; other=1\r\n" + end,
                health + "Authorization: Bearer " + SECRET + "\r\n" + end,
                inspect + "Authorization: Bearer " + SECRET + "\r\nContent-Length: 2\r\n" + end + "{}",
                inspect + "Authorization: Basic " + SECRET + "\r\nContent-Length: 2\r\n" + end + "{}",
                health + "X-Forwarded-Host: " + SECRET + "\r\nX-Forwarded-Proto: https\r\n" + end,
                health + "Forwarded: for=" + SECRET + ";host=" + SECRET + "\r\n" + end,
                "GET /health HTTP/1.1\r\nHost: " + SECRET + "\r\n" + end,
                "GET /health HTTP/1.1\r\nHost: " + SECRET + ":abc\r\n" + end,
                "GET /health HTTP/1.1\r\nHost: [" + SECRET + "]\r\n" + end,
                "GET /health HTTP/1.1\r\nHost: a b" + SECRET + "\r\n" + end,
                "GET /health HTTP/1.1\r\nHost: a\r\nHost: " + SECRET + "\r\n" + end,
                "GET http://" + SECRET + "@cairn/health HTTP/1.1\r\nHost: cairn\r\n" + end,
                health + SECRET + "(): v\r\n" + end,
                health + SECRET + "\r\n" + end,
                health + "X-Bad: \u0000" + SECRET + "\r\n" + end,
                health + "X-Big: " + SECRET + "y".repeat(20_000) + "\r\n" + end,
                "GET /v1/" + SECRET + " HTTP/1.1\r\nHost: cairn\r\n" + end,
                "GET /v1/" + SECRET + "%zz HTTP/1.1\r\nHost: cairn\r\n" + end,
                "GET /v1/" + SECRET + "%C3%28 HTTP/1.1\r\nHost: cairn\r\n" + end,
                "GET /v1/" + SECRET + "%2F..%2Fx HTTP/1.1\r\nHost: cairn\r\n" + end,
                "GET /v1/\u0001" + SECRET + " HTTP/1.1\r\nHost: cairn\r\n" + end,
                "GET /" + SECRET + "y".repeat(20_000) + " HTTP/1.1\r\nHost: cairn\r\n" + end,
                SECRET + " /health HTTP/1.1\r\nHost: cairn\r\n" + end,
                "GET /health HTTP/" + SECRET + "\r\nHost: cairn\r\n" + end,
                "GET /" + SECRET + "\r\n\r\n", // HTTP/0.9
                "POST /signal/" + SECRET + " HTTP/1.1\r\nHost: cairn\r\nContent-Type: text/plain\r\n"
                        + "Content-Length: 1\r\n" + end + "x",
                "POST /SIGNAL;v=1/" + SECRET + "%zz?token=" + SECRET + " HTTP/1.1\r\nHost: cairn\r\n" + end,
                "POST /v1/inspect HTTP/1.1\r\nHost: cairn\r\nContent-Type: " + SECRET + "\r\nContent-Length: 2\r\n"
                        + end + "{}",
                inspect + "Accept: " + SECRET + ";;q=\"\r\nContent-Length: 2\r\n" + end + "{}",
                "GET /openapi.json HTTP/1.1\r\nHost: cairn\r\nAccept: text/html;q=" + SECRET + "\r\n" + end,
                inspect + "Content-Length: " + SECRET + "\r\n" + end,
                inspect + "Content-Length: 2\r\nContent-Length: 3\r\n" + end + "{}",
                inspect + "Transfer-Encoding: " + SECRET + "\r\n" + end,
                inspect + "Transfer-Encoding: chunked\r\n" + end + SECRET + "\r\n{}\r\n0\r\n\r\n",
                inspect + "Transfer-Encoding: chunked\r\n" + end + "2;" + SECRET + "\r\n{}\r\n0\r\n\r\n",
                inspect + "Content-Length: 100\r\n" + end + "{\"text\":\"" + SECRET,
                inspect + "Expect: " + SECRET + "\r\nContent-Length: 2\r\n" + end + "{}",
                "POST /mcp HTTP/1.1\r\nHost: cairn\r\nContent-Type: application/json\r\nMCP-Protocol-Version: " + SECRET
                        + "\r\nOrigin: http://" + SECRET + "\r\nContent-Length: 2\r\n" + end + "{}");
    }

    private static void get(String path, String header) {
        exchange(bytes("GET " + path + " HTTP/1.1\r\nHost: cairn\r\n" + header + "\r\nConnection: close\r\n\r\n"));
    }

    private static String exchange(byte[] request) {
        return RawHttp.exchange(app.url("/"), request);
    }

    /** Latin-1: each char one byte, as a client that sends raw octets would. */
    private static byte[] bytes(String text) {
        return text.getBytes(StandardCharsets.ISO_8859_1);
    }
}
