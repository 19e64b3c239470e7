package dev.cairn.text.unicode;

import com.ibm.icu.lang.UCharacter;
import com.ibm.icu.lang.UCharacterCategory;
import com.ibm.icu.lang.UCharacterDirection;
import com.ibm.icu.lang.UProperty;
import com.ibm.icu.lang.UScript;
import java.util.HashMap;
import java.util.Map;

/**
 * One char per code point, computed once from ICU: the low nibble is the context-free category
 * ({@link Cat}), the bits above it hold flags the context rules need. Stored as blocks of 256 code points,
 * identical blocks shared (168 distinct ones, 86 KB), so that text in many scripts reads a table small
 * enough to stay in the CPU's caches instead of a flat 2 MB array.
 */
final class CodePointTable {
    /** Extended_Pictographic or a regional indicator: may start an RGI emoji sequence. */
    static final int EMOJI_START = 0x10;
    /** Emoji property: VS15/VS16 after it is a valid emoji presentation selector. */
    static final int EMOJI = 0x20;
    /** May take a standardized variation selector (CJK, Mongolian, Myanmar, math and other symbols). */
    static final int VS_BASE = 0x40;
    /** Strong right-to-left (bidi class R or AL). */
    static final int RTL = 0x80;
    /** Non-spacing or enclosing mark (Mn, Me): counted per base to find stacked marks. */
    static final int MARK = 0x100;
    /** Decimal digit (Nd) outside ASCII: checked against the digits of its number. */
    static final int DIGIT = 0x200;

    private static final int BLOCK_BITS = 8;
    private static final int BLOCK_MASK = (1 << BLOCK_BITS) - 1;
    /** Per block of 256 code points, where its entries start in BLOCKS. */
    private static final int[] BLOCK_STARTS = new int[0x110000 >>> BLOCK_BITS];
    private static final char[] BLOCKS = build();

    private CodePointTable() {
    }

    static int get(int cp) {
        return BLOCKS[BLOCK_STARTS[cp >>> BLOCK_BITS] + (cp & BLOCK_MASK)];
    }

    static int category(int cp) {
        return get(cp) & 0x0F;
    }

    static boolean isBidiControl(int cp) {
        return cp == 0x061C || cp == 0x200E || cp == 0x200F || (cp >= 0x202A && cp <= 0x202E)
            || (cp >= 0x2066 && cp <= 0x2069);
    }

    private static char[] build() {
        Map<String, Integer> starts = new HashMap<>();
        StringBuilder blocks = new StringBuilder();
        char[] block = new char[1 << BLOCK_BITS];
        for (int b = 0; b < BLOCK_STARTS.length; b++) {
            for (int k = 0; k < block.length; k++) {
                block[k] = entry((b << BLOCK_BITS) + k);
            }
            String key = new String(block);
            Integer start = starts.get(key);
            if (start == null) {
                start = blocks.length();
                starts.put(key, start);
                blocks.append(block);
            }
            BLOCK_STARTS[b] = start;
        }
        return blocks.toString().toCharArray();
    }

    private static char entry(int cp) {
        int category = classify(cp);
        int flags = flags(cp);
        if (category != Cat.NONE) {
            flags &= ~(RTL | VS_BASE); // only visible characters make a mark or a selector legitimate
        }
        return (char) (category | flags);
    }

    private static int classify(int cp) {
        if (cp < 0x80) {
            return (cp < 0x20 && cp != 0x09 && cp != 0x0A && cp != 0x0D) || cp == 0x7F ? Cat.CONTROL : Cat.NONE;
        }
        if (cp >= 0xD800 && cp <= 0xDFFF) {
            return Cat.LONE_SURROGATE;
        }
        if ((cp & 0xFFFE) == 0xFFFE || (cp >= 0xFDD0 && cp <= 0xFDEF)) {
            return Cat.NONCHARACTER;
        }
        if (isBidiControl(cp)) {
            return Cat.BIDI;
        }
        if (cp >= 0xE0000 && cp <= 0xE007F) {
            return Cat.TAG;
        }
        if (UCharacter.hasBinaryProperty(cp, UProperty.VARIATION_SELECTOR)) {
            return Cat.VS;
        }
        if (UCharacter.hasBinaryProperty(cp, UProperty.DEFAULT_IGNORABLE_CODE_POINT)
            || (cp >= 0xFFF9 && cp <= 0xFFFB)) {
            return Cat.ZERO_WIDTH; // interlinear annotation controls: invisible, though not default-ignorable
        }
        if (cp == 0x2800) {
            return Cat.WHITESPACE; // Braille pattern blank: a symbol that displays as a space
        }
        int type = UCharacter.getType(cp);
        switch (type) {
            case UCharacterCategory.CONTROL:
                return Cat.CONTROL;
            case UCharacterCategory.PRIVATE_USE:
                return Cat.PRIVATE_USE;
            case UCharacterCategory.UNASSIGNED:
                return Cat.UNASSIGNED;
            case UCharacterCategory.SPACE_SEPARATOR:
            case UCharacterCategory.LINE_SEPARATOR:
            case UCharacterCategory.PARAGRAPH_SEPARATOR:
                return Cat.WHITESPACE;
            default:
                return Cat.NONE;
        }
    }

    private static int flags(int cp) {
        int f = 0;
        if (cp >= 0x80 && (UCharacter.hasBinaryProperty(cp, UProperty.EXTENDED_PICTOGRAPHIC)
            || UCharacter.hasBinaryProperty(cp, UProperty.REGIONAL_INDICATOR))) {
            f |= EMOJI_START;
        }
        if (UCharacter.hasBinaryProperty(cp, UProperty.EMOJI)) {
            f |= EMOJI;
        }
        if (isVsBase(cp)) {
            f |= VS_BASE;
        }
        int type = UCharacter.getType(cp);
        if (type == UCharacterCategory.NON_SPACING_MARK || type == UCharacterCategory.ENCLOSING_MARK) {
            f |= MARK;
        }
        if (cp >= 0x80 && type == UCharacterCategory.DECIMAL_DIGIT_NUMBER) {
            f |= DIGIT;
        }
        int dir = UCharacter.getDirection(cp);
        if (dir == UCharacterDirection.RIGHT_TO_LEFT || dir == UCharacterDirection.RIGHT_TO_LEFT_ARABIC) {
            f |= RTL;
        }
        return f;
    }

    private static boolean isVsBase(int cp) {
        int type = UCharacter.getType(cp);
        if (type == UCharacterCategory.MATH_SYMBOL || type == UCharacterCategory.OTHER_SYMBOL
            || type == UCharacterCategory.DECIMAL_DIGIT_NUMBER) {
            return true;
        }
        if (!UCharacter.isLetter(cp) && !UCharacter.hasBinaryProperty(cp, UProperty.IDEOGRAPHIC)) {
            return false;
        }
        int sc = UScript.getScript(cp);
        return sc == UScript.HAN || sc == UScript.MONGOLIAN || sc == UScript.MYANMAR || sc == UScript.PHAGS_PA
            || sc == UScript.MANICHAEAN || sc == UScript.EGYPTIAN_HIEROGLYPHS || sc == UScript.TANGUT
            || sc == UScript.KHITAN_SMALL_SCRIPT || sc == UScript.NUSHU;
    }
}
