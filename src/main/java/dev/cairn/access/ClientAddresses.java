package dev.cairn.access;

import com.google.common.net.InetAddresses;
import dev.cairn.api.RequestFacts;
import java.net.Inet6Address;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.Arrays;

/** How failed API keys are grouped by client address (the address is {@link RequestFacts#clientAddress}). */
final class ClientAddresses {
    private static final String UNKNOWN = "unknown";

    private ClientAddresses() {
    }

    /**
     * The address failed keys are counted against: an IPv4 address as it is, an IPv6 address by its /64
     * (one host commonly holds a whole /64), anything that is not an IP address (a forwarded header may
     * name a host or {@code unknown}) all in one shared bucket. Never a DNS lookup.
     */
    static String bucket(String address) {
        String literal = address != null && address.startsWith("[") && address.endsWith("]")
                ? address.substring(1, address.length() - 1) : address;
        if (literal == null || !InetAddresses.isInetAddress(literal)) {
            return UNKNOWN;
        }
        InetAddress ip = InetAddresses.forString(literal);
        if (!(ip instanceof Inet6Address)) {
            return ip.getHostAddress();
        }
        byte[] prefix = ip.getAddress();
        Arrays.fill(prefix, 8, 16, (byte) 0);
        try {
            return InetAddresses.toAddrString(InetAddress.getByAddress(prefix)) + "/64";
        } catch (UnknownHostException impossible) { // only for a byte array that is not 4 or 16 long
            throw new IllegalStateException(impossible);
        }
    }
}
