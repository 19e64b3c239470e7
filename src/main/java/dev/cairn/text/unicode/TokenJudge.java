package dev.cairn.text.unicode;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Judges the word-like tokens of one inspection, in text order: mixed-script tokens through UTS #39 (verdicts
 * cached per distinct token), and tokens wholly in a script that mimics Latin when their neighbouring words
 * are Latin (whole-script confusables such as Cyrillic "аррӏе" in an English sentence).
 */
final class TokenJudge implements FindingCollector.TokenSink {
    private static final int TOKEN_CACHE = 4096;
    private static final int NONE = -1;

    private final String text;
    private final int cap;
    final List<Finding> findings = new ArrayList<>();
    private final Map<String, Confusables.Verdict> verdicts = new HashMap<>();
    private FindingCollector counts;
    private int lastKind = NONE;
    private int pendingStart = -1;
    private int pendingEnd;
    private int pendingLine;
    private int pendingColumn;
    private int pendingPrev;

    TokenJudge(String text, int cap) {
        this.text = text;
        this.cap = cap;
    }

    void countInto(FindingCollector collector) {
        this.counts = collector;
    }

    @Override
    public void token(int s, int e, int line, int column, int kind) {
        if (kind == TokenState.NO_LETTERS) {
            return; // numbers and punctuation do not break a sentence's context
        }
        if (pendingStart >= 0) {
            resolve(kind);
        }
        if (kind == TokenState.MIXED) {
            mixed(s, e, line, column);
        } else if (kind == TokenState.MIMIC) {
            pendingStart = s;
            pendingEnd = e;
            pendingLine = line;
            pendingColumn = column;
            pendingPrev = lastKind;
        }
        lastKind = kind;
    }

    void finish() {
        if (pendingStart >= 0) {
            resolve(NONE);
        }
    }

    private void resolve(int nextKind) {
        boolean prevOk = pendingPrev == TokenState.LATIN_ONLY || pendingPrev == NONE;
        boolean nextOk = nextKind == TokenState.LATIN_ONLY || nextKind == NONE;
        if (prevOk && nextOk && !(pendingPrev == NONE && nextKind == NONE)) {
            int start = trimStart(pendingStart, pendingEnd);
            int end = trimEnd(start, pendingEnd);
            Finding f = Confusables.wholeScript(text, start, end, pendingLine, pendingColumn + (start - pendingStart));
            if (f != null) {
                add(f, Cat.CONFUSABLE, Cat.MEDIUM);
            }
        }
        pendingStart = -1;
    }

    private void mixed(int s, int e, int line, int column) {
        int start = trimStart(s, e);
        int end = trimEnd(start, e);
        String token = text.substring(start, end);
        Confusables.Verdict v = verdicts.get(token);
        if (v == null) {
            v = Confusables.mixed(token);
            if (verdicts.size() < TOKEN_CACHE) {
                verdicts.put(token, v);
            }
        }
        if (v.category() != Cat.NONE) {
            add(v.at(start, line, column + (start - s)), v.category(), v.level());
        }
    }

    private void add(Finding f, int category, int level) {
        if (level >= Cat.INFO) {
            counts.count(category, level);
            if (findings.size() < cap) {
                findings.add(f);
            }
        }
    }

    private int trimStart(int s, int e) {
        while (s < e && isTokenPunct(text.charAt(s))) {
            s++;
        }
        return s;
    }

    private int trimEnd(int s, int e) {
        while (e > s && isTokenPunct(text.charAt(e - 1))) {
            e--;
        }
        return e;
    }

    private static boolean isTokenPunct(char c) {
        return c == '.' || c == '-' || c == '_' || c == '@';
    }
}
