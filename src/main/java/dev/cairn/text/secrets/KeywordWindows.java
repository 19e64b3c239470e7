package dev.cairn.text.secrets;

import com.google.re2j.Matcher;
import com.google.re2j.Pattern;
import java.nio.CharBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * One scan's work: runs rules in the windows that keyword hits open, and hands each match to the judge.
 * A hit inside a window the same rule already searched, far enough from its end, or inside a match of that
 * rule already judged, opens none, so each character is searched a bounded number of times per rule.
 */
final class KeywordWindows implements KeywordAutomaton.Hits {
    private static final int BACK_REACH = 256;
    private static final int UNKNOWN = -2;
    private static final int NONE = -1;

    private final List<Rule> rules;
    private final int[][] rulesByKeyword;
    private final boolean[] optionRule;
    private final boolean[] boundaryFirst;
    private final boolean[] keyGroup;
    private final KeyFollower[] keyFollower;
    private final Pattern[] anchored;
    private final Judge judge;
    private final String text;
    private final List<Candidate> out;
    private final int[] windowStart;
    private final int[] windowEnd;
    /** Per searched rule, where its last whole match ended: a hit before that lies inside a match already judged. */
    private final int[] matchEnd;
    private final Set<Long> seen = new HashSet<>();
    /** Per spanning rule, where its terminator was last found: {@link #UNKNOWN}, {@link #NONE} or an offset. */
    private final int[] terminatorAt;
    private final int allowKeyword;
    private final String allowMarker;
    /** Where the allow marker occurs, exactly as written, in text order. */
    private final List<Integer> allowMarkers = new ArrayList<>();

    KeywordWindows(RuleIndex index, Judge judge, String text, List<Candidate> out) {
        this.rules = index.rules();
        this.rulesByKeyword = index.rulesByKeyword();
        this.optionRule = index.optionRule();
        this.boundaryFirst = index.boundaryFirst();
        this.keyGroup = index.keyGroup();
        this.keyFollower = index.keyFollower();
        this.anchored = index.anchored();
        this.judge = judge;
        this.text = text;
        this.out = out;
        this.windowStart = new int[rules.size()];
        this.windowEnd = new int[rules.size()];
        Arrays.fill(windowEnd, -1);
        this.matchEnd = new int[rules.size()];
        this.terminatorAt = new int[rules.size()];
        Arrays.fill(terminatorAt, UNKNOWN);
        this.allowKeyword = index.allowKeyword();
        this.allowMarker = index.allowMarker();
    }

    List<Integer> allowMarkers() {
        return allowMarkers;
    }

    @Override
    public void hit(int keyword, int start) {
        if (keyword == allowKeyword && text.startsWith(allowMarker, start)) {
            allowMarkers.add(start);
        }
        for (int r : rulesByKeyword[keyword]) {
            Rule rule = rules.get(r);
            if (rule.triedAtHit()) {
                attempt(r, rule, start);
            } else if (start >= matchEnd[r] && (start < windowStart[r] || start + rule.reach() / 2 > windowEnd[r])) {
                search(r, rule, start); // else the last window of this rule covered every match starting here
            }
        }
    }

    /**
     * One anchored attempt: at the hit (after one boundary character), at the start of its identifier, or at the
     * start of its line when only blanks precede it.
     */
    private void attempt(int r, Rule rule, int hit) {
        int from = hit;
        if (rule.anchor() == Rule.Anchor.HIT) {
            if (boundaryFirst[r]) {
                int colour = colourCodeStart(hit);
                if (colour < 0 && hit > 0 && identifier(text.charAt(hit - 1)) && text.charAt(hit - 1) != '.') {
                    return; // the keyword continues a longer word: no token starts here
                }
                from = colour >= 0 ? colour : hit > 0 && !lineBreak(text.charAt(hit - 1)) ? hit - 1 : hit;
            }
        } else if (rule.anchor() == Rule.Anchor.LINE) {
            while (from > 0 && (text.charAt(from - 1) == ' ' || text.charAt(from - 1) == '\t')) {
                from--;
            }
            if (from > 0 && !lineBreak(text.charAt(from - 1))) {
                return; // something before the keyword on its line
            }
        } else {
            int limit = Math.max(0, hit - 64);
            while (from > limit && identifier(text.charAt(from - 1))) {
                from--;
            }
            if (from > 0 && text.charAt(from - 1) == ':' && rule.basis() == Rule.Basis.GENERIC && insideArn(from - 1)) {
                return; // a segment of an ARN (arn:aws:secretsmanager:...:secret:name), not a key
            }
        }
        int to = (int) Math.min(text.length(), (long) hit + rule.reach());
        boolean assignment = rule.basis() == Rule.Basis.GENERIC && rule.anchor() == Rule.Anchor.WORD;
        if (assignment && !assignmentFollows(r, from, hit, to)) {
            return; // prose ("the token expired"): no pattern run for it (the check stops at a line break itself)
        }
        to = lineEnd(hit, to);
        if (assignment) {
            to = assignmentEnd(hit, to);
        }
        // A view, not a copy: most anchored attempts fail within a few characters.
        Matcher m = anchored[r].matcher(CharBuffer.wrap(text, from, to));
        if (m.lookingAt()) {
            accept(r, rule, m, from, to);
        }
    }

    /**
     * Whether the key holding the hit is followed by what every generic shape needs before its value: an
     * operator, a quote, a comma or an escaped quote, and what this rule's own shape needs ({@link KeyFollower}).
     * Command-line options ({@code --password value}) need only a blank, and a key that starts with a dash.
     */
    private boolean assignmentFollows(int r, int keyStart, int hit, int to) {
        if (optionRule[r]) {
            return text.charAt(keyStart) == '-'; // --password value, -u user:password: the key starts with its dash
        }
        int key = identifierEnd(hit, to);
        return (text.charAt(keyStart) == '-' || separatorFollows(r, key, to)) && keyFollower[r].mayFollow(text, key, to);
    }

    private boolean separatorFollows(int r, int key, int to) {
        int value = separators(key, to);
        String needed = rules.get(r).separators();
        for (int i = key; i < value; i++) {
            char c = text.charAt(i);
            if (needed == null ? c != ' ' && c != '\t' : needed.indexOf(c) >= 0) {
                return true;
            }
        }
        return needed == null && value < to && (text.charAt(value) == '&' || text.charAt(value) == '\\');
    }

    /**
     * Where a {@code key = value} starting at the hit can end at most: the key's identifier, a few
     * separator characters, a type annotation closed by {@code =}, then a run without whitespace. Keeps each
     * anchored attempt short.
     */
    private int assignmentEnd(int hit, int to) {
        int i = separators(identifierEnd(hit, to), to);
        int type = identifierEnd(i, to);
        int afterType = separators(type, to);
        if (type > i && holds(type, afterType, '=')) {
            i = afterType;
        }
        int limit = Math.min(to, i + 201);
        char quote = i > hit ? text.charAt(i - 1) : 0;
        boolean quoted = quote == '"' || quote == '\'' || quote == '`';
        while (i < limit && (quoted ? text.charAt(i) != quote || text.charAt(i - 1) == '\\' : !Character.isWhitespace(text.charAt(i)))) {
            i++;
        }
        return Math.min(to, i + 1);
    }

    /** Whether the run of non-blank characters ending at {@code at} starts with {@code arn:}. */
    private boolean insideArn(int at) {
        int i = at;
        int limit = Math.max(0, at - 128);
        while (i > limit && !Character.isWhitespace(text.charAt(i - 1)) && text.charAt(i - 1) != '"' && text.charAt(i - 1) != '\'') {
            i--;
        }
        return text.regionMatches(true, i, "arn:", 0, 4);
    }

    private boolean holds(int from, int to, char c) {
        for (int i = from; i < to; i++) {
            if (text.charAt(i) == c) {
                return true;
            }
        }
        return false;
    }

    /** Where a terminal colour code ({@code ESC[0;94m}) ending right before {@code at} starts, or -1. */
    private int colourCodeStart(int at) {
        if (at < 3 || text.charAt(at - 1) != 'm') {
            return -1;
        }
        int i = at - 2;
        int limit = Math.max(1, at - 18);
        while (i > limit && (Character.isDigit(text.charAt(i)) || text.charAt(i) == ';')) {
            i--;
        }
        return text.charAt(i) == '[' && text.charAt(i - 1) == '\u001b' ? i - 1 : -1;
    }

    private int identifierEnd(int from, int to) {
        int i = from;
        while (i < to && identifier(text.charAt(i))) {
            i++;
        }
        return i;
    }

    /** After at most 8 separator characters: blanks, quotes, assignment and comparison operators, a comma. */
    private int separators(int from, int to) {
        int i = from;
        for (int k = 0; k < 8 && i < to && " \t\"'`:=>\\,!".indexOf(text.charAt(i)) >= 0; k++) {
            i++;
        }
        return i;
    }

    private static boolean lineBreak(char c) {
        return c == '\n' || c == '\r';
    }

    private static boolean identifier(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '-'
                || c == '.';
    }

    private void search(int r, Rule rule, int hit) {
        int from = rule.multiline() ? hit : Math.max(0, hit - BACK_REACH);
        int to = (int) Math.min(text.length(), (long) hit + rule.reach());
        if (rule.multiline()) {
            if (!blockMayFollow(hit)) {
                return; // a key block's BEGIN line named in prose or code, not a block
            }
            int end = terminatorEnd(r, rule.terminator(), hit);
            if (end < 0 || end > to) {
                return; // no end marker within reach: no block to match
            }
            to = lineEnd(end, Math.min(text.length(), end + BACK_REACH));
        } else {
            for (int i = hit - 1; i >= from; i--) {
                if (text.charAt(i) == '\n' || text.charAt(i) == '\r') {
                    from = i + 1;
                    break;
                }
            }
            for (int i = hit; i < to; i++) {
                if (text.charAt(i) == '\n' || text.charAt(i) == '\r') {
                    to = i;
                    break;
                }
            }
        }
        // Matches starting before the last window's end less half a reach were all found there.
        int resume = windowStart[r] <= from && windowEnd[r] > from ? windowEnd[r] - rule.reach() / 2 - 1 : from;
        windowStart[r] = from;
        windowEnd[r] = to;
        boolean clipped = to < text.length() && text.charAt(to) != '\n' && text.charAt(to) != '\r';
        Matcher m = rule.pattern().matcher(text.substring(from, to));
        int at = Math.max(0, Math.max(resume, matchEnd[r]) - from);
        while (at <= to - from && m.find(at)) {
            at = Math.max(m.end(), at + 1);
            if (!(clipped && m.end("s") == to - from)) {
                matchEnd[r] = from + m.end("s");
                accept(r, rule, m, from, to);
            }
        }
    }

    /**
     * Whether a key block's body can follow a {@code -----BEGIN ...-----} marker at {@code hit}: the marker
     * ends its line, or is followed by an escaped line break, a closing quote, or a blank and base64 (a
     * block flattened onto one line). Other spanning rules (PuTTY) are not PEM: always.
     */
    private boolean blockMayFollow(int hit) {
        if (!text.startsWith("-----BEGIN", hit)) {
            return true;
        }
        int marker = text.indexOf("-----", hit + 10);
        if (marker < 0 || marker > hit + 64) {
            return false;
        }
        int after = marker + 5;
        if (after >= text.length()) {
            return true;
        }
        char c = text.charAt(after);
        if (c == '\n' || c == '\r' || c == '\\' || c == '"' || c == '\'') {
            return true;
        }
        return (c == ' ' || c == '\t') && after + 1 < text.length() && base64OrBreak(text.charAt(after + 1));
    }

    private static boolean base64OrBreak(char c) {
        return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '+' || c == '/'
                || lineBreak(c);
    }

    /**
     * Where the first {@code terminator} after {@code from} ends, or -1. Remembered per rule, so the
     * text between one hit and its terminator is searched once however many hits precede that terminator.
     */
    private int terminatorEnd(int r, String terminator, int from) {
        if (terminatorAt[r] == UNKNOWN || (terminatorAt[r] != NONE && terminatorAt[r] < from)) {
            int at = text.indexOf(terminator, from);
            terminatorAt[r] = at < 0 ? NONE : at;
        }
        return terminatorAt[r] == NONE ? -1 : terminatorAt[r] + terminator.length();
    }

    private int lineEnd(int from, int limit) {
        int i = from;
        while (i < limit && !lineBreak(text.charAt(i))) {
            i++;
        }
        return i;
    }

    private void accept(int r, Rule rule, Matcher m, int from, int to) {
        int s = m.start("s");
        int e = m.end("s");
        if (s < 0 || e <= s || !seen.add(((long) r << 32) | (from + s))) {
            return;
        }
        int end = rule.wholeValue() ? ValueExtent.end(text, from + s) : from + e;
        if (end < 0) {
            return; // a call, a member or an index: code, not a value
        }
        String keyName = rule.basis() == Rule.Basis.GENERIC && keyGroup[r] ? m.group("k") : null;
        Candidate candidate = judge.judge(r, rule, text.substring(from + s, end), keyName, from + s);
        if (candidate != null) {
            out.add(candidate);
        }
    }
}
