package dev.cairn.control.action;

import com.fasterxml.jackson.core.io.NumberOutput;
import com.fasterxml.jackson.databind.JsonNode;
import dev.cairn.api.Problem;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/** RFC 8785 JSON Canonicalization Scheme (JCS) over Jackson trees. */
public final class CanonicalJson {

    private static final String NUMBER_NOT_INTEROPERABLE = "number_not_interoperable";
    private static final String LONE_SURROGATE = "lone_surrogate";

    private static final long MAX_SAFE_INTEGER = (1L << 53) - 1;
    private static final byte[] HEX = {'0', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'a', 'b', 'c', 'd', 'e', 'f'};

    /** The canonical UTF-8 written so far: {@code size} bytes of {@code out}. */
    private byte[] out = new byte[256];
    private int size;

    private CanonicalJson() {
    }

    /**
     * RFC 8785 canonical UTF-8 bytes of a Jackson tree.
     *
     * @throws CanonicalizationException for values JCS cannot represent exactly
     * @throws IllegalArgumentException for missing, binary and POJO nodes, which have no JSON form
     */
    public static byte[] canonicalize(JsonNode value) {
        CanonicalJson writer = new CanonicalJson();
        try {
            writer.write(value);
        } catch (Violation violation) {
            throw violation.toException();
        }
        return Arrays.copyOf(writer.out, writer.size);
    }

    private void write(JsonNode node) {
        switch (node.getNodeType()) {
            case OBJECT -> writeObject(node);
            case ARRAY -> writeArray(node);
            case STRING -> writeString(node.textValue(), "string");
            case NUMBER -> writeNumber(node);
            case BOOLEAN -> writeAscii(node.booleanValue() ? "true" : "false");
            case NULL -> writeAscii("null");
            default -> throw new IllegalArgumentException(
                    "a " + node.getNodeType() + " node has no JSON form and cannot be canonicalized");
        }
    }

    private void writeObject(JsonNode object) {
        @SuppressWarnings({"unchecked", "rawtypes"})
        Map.Entry<String, JsonNode>[] members = object.properties().toArray(new Map.Entry[object.size()]);
        // String.compareTo orders by UTF-16 code units, exactly as RFC 8785 §3.2.3 requires.
        Arrays.sort(members, Map.Entry.comparingByKey());
        writeByte('{');
        for (int i = 0; i < members.length; i++) {
            if (i > 0) {
                writeByte(',');
            }
            String name = members[i].getKey();
            try {
                writeString(name, "member name");
                writeByte(':');
                write(members[i].getValue());
            } catch (Violation violation) {
                throw violation.under(name);
            }
        }
        writeByte('}');
    }

    private void writeArray(JsonNode array) {
        writeByte('[');
        for (int i = 0; i < array.size(); i++) {
            if (i > 0) {
                writeByte(',');
            }
            try {
                write(array.get(i));
            } catch (Violation violation) {
                throw violation.under(Integer.toString(i));
            }
        }
        writeByte(']');
    }

    /** RFC 8785 §3.2.2.2, encoded as UTF-8; {@code what} names the string in the error message. */
    private void writeString(String s, String what) {
        int length = s.length();
        // Room for the quotes and one byte per char; a char needing more makes room for itself below.
        ensureRoom(length + 2);
        out[size++] = '"';
        for (int i = 0; i < length; i++) {
            char c = s.charAt(i);
            if (c >= 0x20 && c < 0x80 && c != '"' && c != '\\') {
                out[size++] = (byte) c;
                continue;
            }
            ensureRoom(6 + length - i);
            if (c < 0x80) {
                writeEscape(c);
            } else if (c < 0x800) {
                out[size++] = (byte) (0xC0 | c >> 6);
                out[size++] = (byte) (0x80 | c & 0x3F);
            } else if (!Character.isSurrogate(c)) {
                out[size++] = (byte) (0xE0 | c >> 12);
                out[size++] = (byte) (0x80 | c >> 6 & 0x3F);
                out[size++] = (byte) (0x80 | c & 0x3F);
            } else if (Character.isHighSurrogate(c) && i + 1 < length && Character.isLowSurrogate(s.charAt(i + 1))) {
                int codePoint = Character.toCodePoint(c, s.charAt(++i));
                out[size++] = (byte) (0xF0 | codePoint >> 18);
                out[size++] = (byte) (0x80 | codePoint >> 12 & 0x3F);
                out[size++] = (byte) (0x80 | codePoint >> 6 & 0x3F);
                out[size++] = (byte) (0x80 | codePoint & 0x3F);
            } else {
                throw new Violation(LONE_SURROGATE,
                        "The " + what + " contains an unpaired UTF-16 surrogate, which has no UTF-8 form.");
            }
        }
        out[size++] = '"';
    }

    private void writeEscape(char c) {
        out[size++] = '\\';
        switch (c) {
            case '"' -> out[size++] = '"';
            case '\\' -> out[size++] = '\\';
            case '\b' -> out[size++] = 'b';
            case '\t' -> out[size++] = 't';
            case '\n' -> out[size++] = 'n';
            case '\f' -> out[size++] = 'f';
            case '\r' -> out[size++] = 'r';
            default -> {
                out[size++] = 'u';
                out[size++] = '0';
                out[size++] = '0';
                out[size++] = HEX[c >> 4];
                out[size++] = HEX[c & 0xF];
            }
        }
    }

    private void writeNumber(JsonNode number) {
        switch (number.numberType()) {
            case INT -> writeInteger(number.intValue());
            case LONG -> writeInteger(safeInteger(number.longValue()));
            case BIG_INTEGER -> writeInteger(safeInteger(number.bigIntegerValue()));
            case BIG_DECIMAL -> writeAscii(exactDecimal(number.decimalValue()));
            case DOUBLE -> writeAscii(finite(number.doubleValue()));
            // Widening is exact, so the output is the float's own binary value, e.g. 0.1f -> 0.10000000149011612.
            case FLOAT -> writeAscii(finite(number.floatValue()));
        }
    }

    /** Safe integers print the same in ECMAScript and Java: plain digits, at most 16 of them. */
    private void writeInteger(long value) {
        ensureRoom(20);
        size = NumberOutput.outputLong(value, out, size);
    }

    private void writeAscii(String ascii) {
        ensureRoom(ascii.length());
        for (int i = 0; i < ascii.length(); i++) {
            out[size++] = (byte) ascii.charAt(i);
        }
    }

    private void writeByte(char ascii) {
        ensureRoom(1);
        out[size++] = (byte) ascii;
    }

    private void ensureRoom(int bytes) {
        if (bytes > out.length - size) {
            out = Arrays.copyOf(out, Math.max(2 * out.length, size + bytes));
        }
    }

    private static long safeInteger(long value) {
        if (value > MAX_SAFE_INTEGER || value < -MAX_SAFE_INTEGER) {
            throw new Violation(NUMBER_NOT_INTEROPERABLE,
                    "Integers beyond ±(2^53−1) lose precision in JSON; send them as strings.");
        }
        return value;
    }

    private static long safeInteger(BigInteger value) {
        // Anything wider than a long is unsafe for sure; Long.MAX_VALUE makes the long check reject it.
        return safeInteger(value.bitLength() < Long.SIZE ? value.longValue() : Long.MAX_VALUE);
    }

    /** The decimal must equal, digit for digit, the double JCS will print for it. */
    private static String exactDecimal(BigDecimal value) {
        double rounded = value.doubleValue();
        if (Double.isFinite(rounded)) {
            String text = EcmaScriptNumbers.format(rounded);
            if (new BigDecimal(text).compareTo(value) == 0) {
                return text;
            }
        }
        throw notADouble();
    }

    private static String finite(double value) {
        if (!Double.isFinite(value)) {
            throw notADouble();
        }
        return EcmaScriptNumbers.format(value);
    }

    private static Violation notADouble() {
        return new Violation(NUMBER_NOT_INTEROPERABLE,
                "This number cannot be represented exactly as an IEEE-754 double; send it as a string.");
    }

    /**
     * Raised at the offending value; each enclosing object or array adds its step on the way out, so the pointer
     * costs nothing unless something fails.
     */
    private static final class Violation extends RuntimeException {

        private final String code;
        private final List<String> stepsInnermostFirst = new ArrayList<>();

        Violation(String code, String message) {
            super(message, null, false, false);
            this.code = code;
        }

        Violation under(String step) {
            stepsInnermostFirst.add(step);
            return this;
        }

        CanonicalizationException toException() {
            StringBuilder pointer = new StringBuilder();
            for (int i = stepsInnermostFirst.size() - 1; i >= 0; i--) {
                pointer.append('/').append(Problem.FieldError.token(stepsInnermostFirst.get(i)));
            }
            return new CanonicalizationException(code, pointer.toString(), getMessage());
        }
    }
}
