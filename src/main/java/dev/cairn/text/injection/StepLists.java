package dev.cairn.text.injection;

/**
 * Human runbooks and procedures ("3. Copy the database backup to the standby server"): an action on a
 * numbered step line is an operator's instruction, not an injection, unless the text also addresses an AI
 * reader. Overrides are not lowered: "ignore your previous instructions" in a list item is still one, and
 * a runbook's "ignore the earlier alerts" is already low by its object.
 */
final class StepLists {
    private static final int LINE_REACH = 200;
    private static final int ADDRESS_REACH = 400;
    private static final String[] STEP_WORDS = {"step", "schritt", "étape", "etape", "paso", "passo", "etapa", "шаг"};

    private StepLists() {
    }

    static boolean humanStep(String text, Hits hits, Draft draft) {
        if (draft.severity() != Severity.MEDIUM || !draft.category().equals("tool_hijack")) {
            return false;
        }
        int start = draft.start();
        return (stepAt(text, lineStart(text, start)) || stepAt(text, clauseStart(text, start)))
            && hits.first(Cue.AI_ADDRESSEE, start - ADDRESS_REACH, start + ADDRESS_REACH) < 0;
    }

    private static int lineStart(String text, int at) {
        for (int i = at - 1; i >= 0 && i >= at - LINE_REACH; i--) {
            if (text.charAt(i) == '\n' || text.charAt(i) == '\r') {
                return i + 1;
            }
        }
        return at <= LINE_REACH ? 0 : -1;
    }

    /** After the last ". " or "; " before {@code at} on its line. */
    private static int clauseStart(String text, int at) {
        for (int i = at - 1; i > 0 && i >= at - LINE_REACH; i--) {
            char c = text.charAt(i);
            if (c == '\n' || c == '\r' || (c == ' ' && (text.charAt(i - 1) == '.' || text.charAt(i - 1) == ';'))) {
                return i + 1;
            }
        }
        return at <= LINE_REACH ? 0 : -1;
    }

    /** "1." / "2)" or a step word and its number, after spaces and a bullet. */
    private static boolean stepAt(String text, int at) {
        if (at < 0) {
            return false;
        }
        int i = at;
        while (i < text.length() && (text.charAt(i) == ' ' || text.charAt(i) == '\t' || text.charAt(i) == '-'
            || text.charAt(i) == '*')) {
            i++;
        }
        int digits = i;
        while (digits < text.length() && digits - i < 3 && Character.isDigit(text.charAt(digits))) {
            digits++;
        }
        if (digits > i && digits < text.length() && (text.charAt(digits) == '.' || text.charAt(digits) == ')')) {
            return true;
        }
        for (String word : STEP_WORDS) {
            if (text.regionMatches(true, i, word, 0, word.length())) {
                int j = i + word.length();
                while (j < text.length() && text.charAt(j) == ' ') {
                    j++;
                }
                return j < text.length() && Character.isDigit(text.charAt(j));
            }
        }
        return false;
    }
}
