package dev.cairn.text.injection;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;

/**
 * The lexicon's phrases as a trie of folded characters, with what each phrase needs around it. A phrase
 * ending in {@code *} is a stem (no word boundary needed after it), one starting with {@code *} the end of
 * a compound (none needed before it); otherwise a phrase of a spaced script needs word boundaries on both
 * sides.
 */
final class PhraseTrie {
    final EdgeTable edges = new EdgeTable();
    /** Phrase ids ending at each state; state 0 is the root. */
    final List<List<Integer>> outputs = new ArrayList<>();
    final Cue[] cues;
    /** Folded length of each phrase. */
    final int[] lengths;
    final boolean[] startBounded;
    final boolean[] endBounded;
    final int maxLength;

    PhraseTrie(Map<Cue, ? extends Collection<String>> lexicon) {
        List<Cue> cueList = new ArrayList<>();
        List<String> phrases = new ArrayList<>();
        lexicon.forEach((cue, list) -> list.forEach(p -> {
            cueList.add(cue);
            phrases.add(p);
        }));
        int n = phrases.size();
        cues = cueList.toArray(new Cue[0]);
        lengths = new int[n];
        startBounded = new boolean[n];
        endBounded = new boolean[n];
        outputs.add(new ArrayList<>());
        int longest = 1;
        for (int id = 0; id < n; id++) {
            String phrase = phrases.get(id);
            boolean stem = phrase.endsWith("*");
            boolean suffix = phrase.startsWith("*");
            String body = phrase.substring(suffix ? 1 : 0, phrase.length() - (stem ? 1 : 0));
            startBounded[id] = !suffix && Folding.bounded(body.charAt(0));
            endBounded[id] = !stem && Folding.bounded(body.charAt(body.length() - 1));
            lengths[id] = insert(body, id);
            longest = Math.max(longest, lengths[id]);
        }
        maxLength = longest;
    }

    int states() {
        return outputs.size();
    }

    /** Adds the folded body as a path from the root; returns its folded length. */
    private int insert(String body, int id) {
        int state = 0;
        int length = 0;
        for (int i = 0; i < body.length(); i++) {
            int c = Folding.fold(body.charAt(i), false);
            if (c == Folding.SKIP) {
                continue;
            }
            length++;
            int child = edges.get(EdgeTable.key(state, c));
            if (child < 0) {
                child = outputs.size();
                outputs.add(new ArrayList<>());
                edges.put(EdgeTable.key(state, c), child);
            }
            state = child;
        }
        outputs.get(state).add(id);
        return length;
    }
}
