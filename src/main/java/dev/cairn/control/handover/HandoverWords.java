package dev.cairn.control.handover;

import dev.cairn.api.Outcome;

/**
 * How one family names a handover's generic statuses and refusals: a handoff is {@code open} then
 * {@code claimed} by its claimer, a task contract {@code offered} then {@code accepted} by its acceptor. The
 * scripts' {@code taken}, {@code not_taken} and {@code not_taker} become {@code already_<taken>},
 * {@code not_<taken>} and {@code not_<taker>}; every other status and reason keeps its word.
 */
public record HandoverWords(String open, String taken, String taker) {

    public String status(Handover handover) {
        String status = handover.status();
        return switch (status) {
            case "open" -> open;
            case "taken" -> taken;
            default -> status;
        };
    }

    /** Whether this call changed the handover and, if not, why, in the family's words. */
    public Outcome outcome(Handover handover) {
        Outcome outcome = handover.record().change();
        if (outcome.applied()) {
            return outcome;
        }
        return new Outcome(false, switch (outcome.reason()) {
            case "taken" -> "already_" + taken;
            case "not_taken" -> "not_" + taken;
            case "not_taker" -> "not_" + taker;
            default -> outcome.reason();
        });
    }
}
