package dev.cairn.text.compare;

import java.util.List;

/** What compare_text answers: equality, where the texts first differ, how, and what hides in one of them. */
public record Comparison(boolean equal, Position firstDifference, Diff diff, EqualAfter equalAfter,
                         List<Suspect> onlyInOriginal, List<Suspect> onlyInModified) {

    /** A UTF-16 offset with its 1-based line and column (columns in code points, CRLF one break). */
    public record Position(int offset, int line, int column) {
    }

    public record Diff(List<Edit> edits, boolean truncated) {
    }

    /** One change, in UTF-16 units of each text, with at most {@link Diffs#SHOWN} code points of each side. */
    public record Edit(String operation, int originalOffset, int originalLength, int modifiedOffset,
                       int modifiedLength, String originalText, String modifiedText) {
    }

    /** Whether the texts are equal once each transformation is applied to both. */
    public record EqualAfter(boolean scrubStandard, boolean scrubStrict, boolean scrubUnicode, boolean nfc,
                             boolean nfkc, boolean skeleton) {
    }

    /** An invisible or confusable character in one text and not in the other, and how often it occurs. */
    public record Suspect(String codePoint, String name, String kind, int count) {
    }
}
