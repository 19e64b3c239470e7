package dev.cairn.http;

import dev.cairn.api.JsonBodies;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.zip.GZIPInputStream;
import org.eclipse.jetty.http.HttpField;
import org.eclipse.jetty.http.HttpFields;
import org.eclipse.jetty.http.HttpHeader;

/**
 * Request bodies sent with {@code Content-Encoding: gzip}, inflated here once the whole body has arrived, instead
 * of by Jetty's GzipHandler as it is read. A body that is not the gzip it declares is then one clean 400: when
 * Jetty's inflater failed in the middle of a long body, the rest of it failed again after the answer, and
 * Dropwizard's handler for that failure wrote a second error on a request already answered, with stack traces
 * in the log.
 */
final class GzipBodies {
    private GzipBodies() {
    }

    static boolean declared(HttpFields headers) {
        String encoding = headers.get(HttpHeader.CONTENT_ENCODING);
        return encoding != null && encoding.trim().equalsIgnoreCase("gzip");
    }

    /** The inflated body: at most {@link JsonBodies#MAX_BYTES} (else 413), or 400 when it is not gzip. */
    static byte[] inflate(byte[] body, int length) {
        try (InputStream in = new GZIPInputStream(new ByteArrayInputStream(body, 0, length))) {
            byte[] inflated = in.readNBytes(JsonBodies.MAX_BYTES + 1);
            if (inflated.length > JsonBodies.MAX_BYTES) {
                throw JsonBodies.tooLarge();
            }
            return inflated;
        } catch (IOException notGzip) {
            throw JsonBodies.unreadable();
        }
    }

    /** The request's headers as they are for its inflated body: no Content-Encoding, its own length. */
    static HttpFields inflatedHeaders(HttpFields headers, int length) {
        HttpFields.Mutable inflated = HttpFields.build(headers.size());
        for (HttpField field : headers) {
            HttpHeader header = field.getHeader();
            if (header != HttpHeader.CONTENT_ENCODING && header != HttpHeader.CONTENT_LENGTH
                    && header != HttpHeader.TRANSFER_ENCODING) {
                inflated.add(field);
            }
        }
        return inflated.put(HttpHeader.CONTENT_LENGTH, length).asImmutable();
    }
}
