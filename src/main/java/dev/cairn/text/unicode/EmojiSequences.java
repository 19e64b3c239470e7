package dev.cairn.text.unicode;

import com.ibm.icu.text.UnicodeSet;
import java.util.Arrays;
import java.util.TreeMap;

/**
 * The RGI emoji sequences of ICU's emoji data (more than one code point: ZWJ sequences, keycaps, flags,
 * tag sequences, modifier sequences, presentation sequences) in a UTF-16 trie, matched longest first
 * without allocation.
 */
final class EmojiSequences {
    private static final Node ROOT = build();

    private EmojiSequences() {
    }

    /** UTF-16 length of the longest multi-code-point RGI emoji sequence starting at {@code at}, or 0. */
    static int match(String text, int at, int cpUnused) {
        Node node = ROOT;
        int best = 0;
        for (int i = at; i < text.length(); i++) {
            node = node.child(text.charAt(i));
            if (node == null) {
                break;
            }
            if (node.terminal) {
                best = i + 1 - at;
            }
        }
        return best;
    }

    /** True when the code point can continue an emoji sequence (ZWJ, selectors, keycap, modifiers, tags). */
    static boolean isComponent(int cp) {
        return cp == 0x200D || cp == 0xFE0F || cp == 0xFE0E || cp == 0x20E3 || (cp >= 0x1F3FB && cp <= 0x1F3FF)
            || (cp >= 0xE0020 && cp <= 0xE007F) || (cp >= 0x1F1E6 && cp <= 0x1F1FF);
    }

    private static Node build() {
        Builder root = new Builder();
        for (String s : new UnicodeSet("[:RGI_Emoji:]").strings()) {
            if (s.codePointCount(0, s.length()) > 1) {
                Builder b = root;
                for (int i = 0; i < s.length(); i++) {
                    b = b.children.computeIfAbsent(s.charAt(i), k -> new Builder());
                }
                b.terminal = true;
            }
        }
        return root.freeze();
    }

    private static final class Builder {
        final TreeMap<Character, Builder> children = new TreeMap<>();
        boolean terminal;

        Node freeze() {
            char[] keys = new char[children.size()];
            Node[] nodes = new Node[children.size()];
            int k = 0;
            for (var e : children.entrySet()) {
                keys[k] = e.getKey();
                nodes[k++] = e.getValue().freeze();
            }
            return new Node(keys, nodes, terminal);
        }
    }

    private record Node(char[] keys, Node[] children, boolean terminal) {
        Node child(char c) {
            int k = Arrays.binarySearch(keys, c);
            return k < 0 ? null : children[k];
        }
    }
}
