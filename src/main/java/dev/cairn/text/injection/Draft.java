package dev.cairn.text.injection;

/** A signal before positions are resolved: span [start, end) in the scanned text. */
record Draft(String category, int severity, int start, int end, String explanation, String decodedFrom) {
    Draft(String category, int severity, int start, int end, String explanation) {
        this(category, severity, start, end, explanation, null);
    }

    Draft at(int newStart, int newEnd, String from) {
        return new Draft(category, severity, newStart, newEnd, explanation, from);
    }
}
