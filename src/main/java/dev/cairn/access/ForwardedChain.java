package dev.cairn.access;

import com.google.common.net.InetAddresses;
import java.net.InetAddress;
import java.util.ArrayDeque;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * The hops a request's forwarded headers name, left (first client) to right (last proxy): the {@code for=}
 * of each element of {@code Forwarded} (RFC 7239), or the values of {@code X-Forwarded-For}. Only the
 * rightmost {@code cap} hops are kept, and each header line is read once, so a header of thousands of hops
 * costs time linear in its length and memory for {@code cap} hops.
 */
record ForwardedChain(List<String> hops, boolean truncated) {
    /** What stands for an element without a readable {@code for=}: like {@code for=unknown}, not an address. */
    static final String UNREADABLE = "unknown";
    private static final int LONGEST_HOP = 100;
    private static final Pattern PORT = Pattern.compile(":([0-9]{1,5}|_[A-Za-z0-9._-]+)"); // RFC 7239 node-port

    static ForwardedChain ofForwarded(List<String> lines, int cap) {
        Hops hops = new Hops(cap);
        for (String line : lines) {
            forwardedElements(line, hops);
        }
        return hops.chain();
    }

    static ForwardedChain ofForwardedFor(List<String> lines, int cap) {
        Hops hops = new Hops(cap);
        for (String line : lines) {
            for (String value : line.split(",", -1)) {
                if (!value.isBlank()) {
                    hops.add(value.trim());
                }
            }
        }
        return hops.chain();
    }

    /**
     * The IP address a hop names, without port, brackets or zone id, an IPv4-mapped IPv6 address as IPv4;
     * empty for {@code unknown}, an obfuscated {@code _name}, a host name or garbage. Never a DNS lookup.
     */
    static Optional<InetAddress> address(String hop) {
        if (hop == null || hop.length() > LONGEST_HOP) {
            return Optional.empty();
        }
        String literal = hop.trim();
        int colon = literal.indexOf(':');
        if (literal.startsWith("[")) {
            int close = literal.indexOf(']');
            if (close < 0 || !(close == literal.length() - 1 || isPort(literal.substring(close + 1)))) {
                return Optional.empty();
            }
            literal = literal.substring(1, close);
        } else if (colon >= 0 && colon == literal.lastIndexOf(':')) { // IPv4 with a port: IPv6 has two colons or more
            if (!isPort(literal.substring(colon))) {
                return Optional.empty();
            }
            literal = literal.substring(0, colon);
        }
        int zone = literal.indexOf('%');
        if (zone >= 0 && literal.indexOf(':') >= 0) {
            literal = literal.substring(0, zone); // Guava would ask the OS about the interface the zone names
        }
        // InetAddress.getByAddress, which Guava ends in, turns an IPv4-mapped IPv6 address into IPv4
        return InetAddresses.isInetAddress(literal) ? Optional.of(InetAddresses.forString(literal)) : Optional.empty();
    }

    private static boolean isPort(String colonAndPort) {
        return PORT.matcher(colonAndPort).matches();
    }

    /** Reads one line's elements: pairs split by {@code ;}, elements by {@code ,}, either inside quotes kept. */
    private static void forwardedElements(String line, Hops hops) {
        int n = line.length();
        int i = 0;
        while (i < n) {
            String client = null;
            boolean pairs = false;
            boolean broken = false;
            while (i < n && line.charAt(i) != ',') {
                int start = i;
                while (i < n && "=;,".indexOf(line.charAt(i)) < 0) {
                    i++;
                }
                String name = line.substring(start, i).trim();
                String value = null;
                if (i < n && line.charAt(i) == '=') {
                    i++;
                    StringBuilder text = new StringBuilder();
                    if (i < n && line.charAt(i) == '"') {
                        i++;
                        boolean closed = false;
                        while (i < n && !closed) {
                            char c = line.charAt(i++);
                            if (c == '\\' && i < n) {
                                text.append(line.charAt(i++));
                            } else if (c == '"') {
                                closed = true;
                            } else {
                                text.append(c);
                            }
                        }
                        int end = i;
                        while (i < n && line.charAt(i) != ';' && line.charAt(i) != ',') {
                            i++;
                        }
                        broken |= !closed || !line.substring(end, i).isBlank();
                    } else {
                        while (i < n && line.charAt(i) != ';' && line.charAt(i) != ',') {
                            text.append(line.charAt(i++));
                        }
                    }
                    value = text.toString().trim();
                }
                pairs |= !name.isEmpty() || value != null;
                if (name.equalsIgnoreCase("for")) {
                    broken |= client != null || value == null; // RFC 7239 §4: each parameter once per element
                    client = value;
                }
                if (i < n && line.charAt(i) == ';') {
                    i++;
                }
            }
            if (pairs) { // an empty list element is no hop (RFC 9110 §5.6.1)
                hops.add(broken || client == null ? UNREADABLE : client);
            }
            i++; // past the comma
        }
    }

    private static final class Hops {
        private final int cap;
        private final ArrayDeque<String> kept = new ArrayDeque<>();
        private boolean dropped;

        Hops(int cap) {
            this.cap = cap;
        }

        void add(String hop) {
            kept.addLast(hop);
            if (kept.size() > cap) {
                kept.removeFirst();
                dropped = true;
            }
        }

        ForwardedChain chain() {
            return new ForwardedChain(List.copyOf(kept), dropped);
        }
    }
}
