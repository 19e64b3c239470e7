package dev.cairn.text.rework;

/** The kinds of item rework_text keeps byte for byte and in order, named as in the result's {@code protected}. */
public enum ProtectedClass {
    /** Numbers with their units, dates, times, versions, amounts, percentages. */
    NUMBERS("numbers"),
    URLS("urls"),
    EMAILS("emails"),
    /** Quoted passages between straight or typographic quotes. */
    QUOTES("quotes"),
    /** Inline code spans and fenced code blocks. */
    CODE("code"),
    /** Markdown structure: heading and list markers, block quote markers, link targets, tables, HTML tags. */
    MARKDOWN("markdown"),
    /** Runs of text not in English: other scripts, and Latin-script sentences the English lexicon does not read. */
    NON_ENGLISH("non_english");

    private final String key;

    ProtectedClass(String key) {
        this.key = key;
    }

    public String key() {
        return key;
    }
}
