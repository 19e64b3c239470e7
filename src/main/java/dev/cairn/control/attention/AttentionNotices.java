package dev.cairn.control.attention;

/** What an attention budget's result tells the agent to do next, by the script's outcome. */
final class AttentionNotices {
    private static final String REPLAYED = " This reservation_key was seen in this period: this is its first"
            + " outcome, and nothing was reserved again.";

    private AttentionNotices() {
    }

    static String created(boolean created) {
        return created ? "Open. reserve units for a subject before you give it attention (standard reservations"
                + " leave protected_priority_units free for priority ones); release returns them."
                : "This control_id already names this attention budget with these parameters; nothing changed.";
    }

    static String reserved(String outcome, boolean replayed) {
        String notice = switch (outcome) {
            case "applied" -> "Reserved: give the attention. release this reservation_key to return the units to"
                    + " this period.";
            case "total_limit" -> "Refused: the units would pass total_units in this period. Nothing was reserved.";
            case "standard_limit" -> "Refused: a standard reservation may not use the protected_priority_units."
                    + " Nothing was reserved; only a priority reservation may use them.";
            case "subject_limit" -> "Refused: the units would pass max_units_per_subject for this subject in this"
                    + " period. Nothing was reserved.";
            case "reservation_limit" -> "Refused: this period already holds " + AttentionService.MAX_RESERVATIONS
                    + " reservation_keys. Nothing was reserved or remembered.";
            default -> closed();
        };
        return notice + (replayed ? REPLAYED : "");
    }

    static String released(String outcome) {
        return switch (outcome) {
            case "applied" -> "Released: its units are available again in this period.";
            case "not_reserved" -> "Nothing to release: no reservation with this reservation_key was applied in"
                    + " this period (one of an earlier period ended with it).";
            case "already_released" -> "Already released; nothing changed.";
            default -> closed();
        };
    }

    static String checked(String status) {
        return status.equals("open") ? "standard_available and priority_available are what a reserve may take"
                + " until period_ends_at; then a period starts with nothing used." : closed();
    }

    static String closedNow(String outcome) {
        return outcome.equals("applied") ? "Closed: nothing more can be reserved or released; check shows this"
                + " period's figures." : "Already closed; nothing changed.";
    }

    private static String closed() {
        return "Closed: nothing can be reserved or released.";
    }
}
