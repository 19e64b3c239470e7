package dev.cairn.text.rework;

/** One protected item: the UTF-16 range [start, end) of the text it was found in. */
public record ProtectedItem(int start, int end, ProtectedClass kind) {
    public String in(CharSequence text) {
        return text.subSequence(start, end).toString();
    }
}
