package dev.cairn.text.secrets;

import com.google.re2j.Pattern;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The rules as the scan needs them: one automaton over every rule keyword and the allow marker
 * (case-insensitive), the rules each keyword opens, and facts per rule read from its pattern once.
 *
 * @param allowMarker   the text marking a line whose findings are dropped
 * @param allowKeyword  the id of the allow marker's keyword, which opens no rule
 * @param optionRule    per rule, whether it reads a command-line option ({@code --password value}), whose key starts with a dash
 * @param boundaryFirst per rule, whether its pattern opens with a token boundary ({@link Rule#START})
 * @param keyGroup      per rule, whether its pattern names the key it reads (group {@code k})
 * @param keyFollower   per rule, what must follow its key before its pattern can match
 * @param anchored      per rule tried at its hit, its pattern behind {@code \A} (else null): RE2J reads an anchored
 *                      attempt to the end of its window even once no thread is left, unless the pattern itself
 *                      starts at the beginning of the text
 */
record RuleIndex(List<Rule> rules, KeywordAutomaton automaton, int[][] rulesByKeyword, String allowMarker,
                 int allowKeyword,
                 boolean[] optionRule, boolean[] boundaryFirst, boolean[] keyGroup,
                 KeyFollower[] keyFollower, Pattern[] anchored) {

    static RuleIndex of(List<Rule> rules, String allowMarker) {
        Map<String, List<Integer>> byKeyword = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
        byKeyword.put(allowMarker, new ArrayList<>());
        for (int r = 0; r < rules.size(); r++) {
            for (String keyword : rules.get(r).keywords()) {
                List<Integer> list = byKeyword.computeIfAbsent(keyword, k -> new ArrayList<>());
                if (!list.contains(r)) {
                    list.add(r);
                }
            }
        }
        List<String> keywords = new ArrayList<>(byKeyword.keySet());
        boolean[] optionRule = new boolean[rules.size()];
        boolean[] boundaryFirst = new boolean[rules.size()];
        boolean[] keyGroup = new boolean[rules.size()];
        KeyFollower[] keyFollower = new KeyFollower[rules.size()];
        Pattern[] anchored = new Pattern[rules.size()];
        for (int r = 0; r < rules.size(); r++) {
            Rule rule = rules.get(r);
            String pattern = rule.pattern().pattern();
            optionRule[r] = pattern.startsWith("(?P<k>--?") || pattern.startsWith("(?P<k>(?i:--?");
            boundaryFirst[r] = pattern.startsWith(Rule.START) || pattern.startsWith("(?i:" + Rule.START);
            keyGroup[r] = rule.pattern().namedGroups().containsKey("k");
            keyFollower[r] = KeyFollower.of(rule.pattern());
            if (rule.triedAtHit()) {
                anchored[r] = Pattern.compile("\\A(?:" + pattern + ")", rule.pattern().flags());
            }
        }
        int[][] rulesByKeyword = new int[keywords.size()][];
        for (int k = 0; k < keywords.size(); k++) {
            rulesByKeyword[k] = byKeyword.get(keywords.get(k)).stream().mapToInt(Integer::intValue).toArray();
        }
        return new RuleIndex(rules, new KeywordAutomaton(keywords), rulesByKeyword, allowMarker, keywords.indexOf(allowMarker),
                optionRule, boundaryFirst, keyGroup, keyFollower, anchored);
    }
}
