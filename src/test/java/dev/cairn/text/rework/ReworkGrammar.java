package dev.cairn.text.rework;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import org.languagetool.JLanguageTool;
import org.languagetool.Languages;
import org.languagetool.rules.RuleMatch;

/**
 * LanguageTool's American English checker with its default rules, for the grammar measure. Spelling
 * issues (the dictionary-based rule) are told apart: WordNet words outside the speller's dictionary are
 * flagged by it without being grammar errors. One instance per thread (JLanguageTool is not thread-safe).
 */
final class ReworkGrammar {
    private static final int EXCERPT_CONTEXT = 60;

    /** One issue: its rule, whether it is the spelling rule, its sentence, and a marked excerpt around it. */
    record Issue(String ruleId, boolean spelling, String sentence, String excerpt) {
    }

    private final JLanguageTool tool = new JLanguageTool(Languages.getLanguageForShortCode("en-US"));

    List<Issue> check(String text) {
        List<RuleMatch> matches;
        try {
            matches = tool.check(text);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        List<Issue> issues = new ArrayList<>(matches.size());
        for (RuleMatch m : matches) {
            issues.add(new Issue(m.getRule().getId(), m.getRule().isDictionaryBasedSpellingRule(),
                m.getSentence().getText().strip(), excerpt(text, m.getFromPos(), m.getToPos())));
        }
        return issues;
    }

    /** The flagged span in ⟦ ⟧ with some context on either side, on one line. */
    private static String excerpt(String text, int from, int to) {
        int start = Math.max(0, from - EXCERPT_CONTEXT);
        int end = Math.min(text.length(), to + EXCERPT_CONTEXT);
        String marked = text.substring(start, from) + "⟦" + text.substring(from, to) + "⟧" + text.substring(to, end);
        return marked.replaceAll("\\s+", " ").strip();
    }
}
