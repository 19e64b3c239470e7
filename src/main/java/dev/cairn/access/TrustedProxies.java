package dev.cairn.access;

import com.google.common.net.InetAddresses;
import java.net.InetAddress;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The reverse proxies of {@code access.trustedProxies} (addresses and CIDR blocks), and the public client
 * address they imply: the socket's peer unless it is a trusted proxy; then, walking the forwarded chain from
 * the right, the first hop that is not a trusted proxy. Only a trusted proxy's word is taken, so a header a
 * client wrote itself can name only addresses left of the client's own, which the walk never reaches.
 */
public final class TrustedProxies {
    /** Forwarded hops looked at, from the right; more trusted proxies than this in a row make the client unknown. */
    public static final int MOST_HOPS = 64;

    private final List<Block> blocks;

    private TrustedProxies(List<Block> blocks) {
        this.blocks = blocks;
    }

    /** The proxies of these entries (IP addresses or CIDR blocks); throws for an entry that is neither. */
    public static TrustedProxies of(List<String> entries) {
        List<Block> blocks = new ArrayList<>();
        for (String entry : entries) {
            blocks.add(Block.parse(entry));
        }
        return new TrustedProxies(List.copyOf(blocks));
    }

    static boolean valid(List<String> entries) {
        try {
            of(entries);
            return true;
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    boolean trusts(InetAddress address) {
        return blocks.stream().anyMatch(block -> block.contains(address));
    }

    /**
     * The public client address of a request from {@code peer} with these {@code Forwarded} and
     * {@code X-Forwarded-For} header lines (in order): an IP address as text, or {@code unknown} when the hop
     * that ends the walk is not an IP address. {@code Forwarded} is read when it names any hop, else
     * {@code X-Forwarded-For}. When every hop is trusted, the leftmost is the client.
     */
    public String clientAddress(String peer, List<String> forwarded, List<String> forwardedFor) {
        Optional<InetAddress> client = ForwardedChain.address(peer);
        if (client.isEmpty() || !trusts(client.get())) {
            return text(client);
        }
        ForwardedChain chain = ForwardedChain.ofForwarded(forwarded, MOST_HOPS);
        if (chain.hops().isEmpty()) {
            chain = ForwardedChain.ofForwardedFor(forwardedFor, MOST_HOPS);
        }
        for (int i = chain.hops().size() - 1; i >= 0; i--) {
            client = ForwardedChain.address(chain.hops().get(i));
            if (client.isEmpty() || !trusts(client.get())) {
                return text(client);
            }
        }
        return chain.truncated() ? ForwardedChain.UNREADABLE : text(client);
    }

    private static String text(Optional<InetAddress> address) {
        return address.map(InetAddresses::toAddrString).orElse(ForwardedChain.UNREADABLE);
    }

    /** A CIDR block; an IPv4 block never holds an IPv6 address nor the reverse (IPv4-mapped ones are IPv4). */
    private record Block(byte[] network, int prefix) {
        static Block parse(String entry) {
            int slash = entry.indexOf('/');
            String literal = slash < 0 ? entry : entry.substring(0, slash);
            if (!InetAddresses.isInetAddress(literal) || literal.contains("%")) {
                throw new IllegalArgumentException("not an IP address or CIDR block: " + entry);
            }
            byte[] network = InetAddresses.forString(literal).getAddress();
            int bits = network.length * 8;
            int prefix = bits;
            if (slash >= 0) {
                String length = entry.substring(slash + 1);
                if (!length.matches("[0-9]{1,3}") || Integer.parseInt(length) > bits) {
                    throw new IllegalArgumentException("not an IP address or CIDR block: " + entry);
                }
                prefix = Integer.parseInt(length);
            }
            return new Block(network, prefix);
        }

        boolean contains(InetAddress address) {
            byte[] candidate = address.getAddress();
            if (candidate.length != network.length) {
                return false;
            }
            int whole = prefix / 8;
            for (int i = 0; i < whole; i++) {
                if (candidate[i] != network[i]) {
                    return false;
                }
            }
            int rest = prefix % 8;
            int mask = (0xff << (8 - rest)) & 0xff;
            return rest == 0 || ((candidate[whole] ^ network[whole]) & mask) == 0;
        }
    }
}
