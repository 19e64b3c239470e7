package dev.cairn.text.unicode;

import com.ibm.icu.lang.UCharacter;

/** One-line explanations per category and level. */
final class Explanations {
    private Explanations() {
    }

    static String of(int cat, int level, int firstCp) {
        switch (cat) {
            case Cat.BIDI:
                if (firstCp == 0x200E || firstCp == 0x200F || firstCp == 0x061C) {
                    return level <= Cat.INFO ? "Invisible bidirectional mark beside right-to-left text."
                        : "Invisible bidirectional mark outside right-to-left text: it can change display order.";
                }
                return level >= Cat.HIGH
                    ? "Bidirectional override, embedding or isolate left open at the end of the line: the text"
                        + " displays in another order than it is stored (Trojan Source)."
                    : "Bidirectional control (paired or a lone terminator): it reorders how the text displays.";
            case Cat.TAG:
                return "Invisible Unicode tag characters outside an RGI flag sequence: they can smuggle hidden ASCII"
                    + " to a language model (see decoded).";
            case Cat.VS:
                return level >= Cat.MEDIUM
                    ? "Run of variation selectors that no standardized or emoji variation sequence explains: data"
                        + " may be hidden in it (VS1..VS256 as bytes)."
                    : "Variation selector that no standardized or emoji variation sequence explains.";
            case Cat.ZERO_WIDTH:
                return level <= Cat.INFO
                    ? "Zero-width character in a position where some writing systems or emoji use it."
                    : "Invisible zero-width or default-ignorable character outside any legitimate sequence.";
            case Cat.CONTROL:
                return "C0 or C1 control character (not tab, line feed or carriage return).";
            case Cat.LONE_SURROGATE:
                return "Lone UTF-16 surrogate: not a character; invalid in UTF-8.";
            case Cat.NONCHARACTER:
                return "Unicode noncharacter: reserved for internal use, never for interchange.";
            case Cat.PRIVATE_USE:
                return level >= Cat.MEDIUM
                    ? "Private-use character inside a word: an invisible or font-dependent glyph that splits the word."
                    : "Private-use character: its meaning depends on a private agreement or font.";
            case Cat.UNASSIGNED:
                return "Code point unassigned in Unicode " + UCharacter.getUnicodeVersion().getMajor() + "."
                    + UCharacter.getUnicodeVersion().getMinor() + " (ICU4J's version).";
            case Cat.MIXED_DIGITS:
                return "Digits of another script inside a number: it reads as one number but parses as another.";
            case Cat.STACKED_MARKS:
                return "More combining marks on one character than any orthography uses (\"zalgo\"): it hides"
                    + " the word from filters and spills over neighbouring lines.";
            case Cat.WHITESPACE:
                if (firstCp == 0x2800) {
                    return level <= Cat.INFO ? "Braille pattern blank between Braille cells: the space of Braille."
                        : "Braille pattern blank outside Braille text: a blank that filters do not see as a space.";
                }
                return level <= Cat.INFO ? "Ideographic space, ordinary in CJK typography."
                    : "Unusual whitespace or separator that looks like a space or breaks lines unexpectedly.";
            default:
                return "";
        }
    }
}
