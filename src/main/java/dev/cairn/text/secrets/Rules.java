package dev.cairn.text.secrets;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/** Every rule, most specific first: when two findings overlap, the earlier rule's wins at equal confidence. */
public final class Rules {
    private static final List<Rule> ALL = build();

    private Rules() {
    }

    public static List<Rule> all() {
        return ALL;
    }

    private static List<Rule> build() {
        List<Rule> rules = new ArrayList<>();
        rules.addAll(TokenRules.all());
        rules.addAll(ProviderRules.all());
        rules.addAll(ContextRules.all());
        rules.addAll(ProviderContextRules.all());
        rules.addAll(StructureRules.all());
        rules.addAll(PasswordRules.all());
        rules.addAll(GenericRules.all());
        Set<String> ids = new HashSet<>();
        for (Rule rule : rules) {
            if (!ids.add(rule.id())) {
                throw new IllegalStateException("duplicate rule id " + rule.id());
            }
        }
        return List.copyOf(rules);
    }
}
