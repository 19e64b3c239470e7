package dev.cairn.text.unicode;

import com.ibm.icu.lang.UScript;
import com.ibm.icu.text.SpoofChecker;
import java.util.Arrays;

/** UTS #39 analysis of single tokens with ICU's SpoofChecker (thread-safe once built). */
final class Confusables {
    private static final SpoofChecker SKELETON = new SpoofChecker.Builder().build();
    private static final SpoofChecker RESTRICTION = new SpoofChecker.Builder()
        .setChecks(SpoofChecker.RESTRICTION_LEVEL)
        .setRestrictionLevel(SpoofChecker.RestrictionLevel.HIGHLY_RESTRICTIVE).build();

    private Confusables() {
    }

    /**
     * What UTS #39 says about one mixed-script token, without its position (cached per inspection). The finding
     * spans the foreign letters: from the first ({@code oddStart} UTF-16 units and {@code oddColumn} code points
     * into the token) to the end of the last ({@code oddEnd}); they are all listed in the code points.
     */
    record Verdict(int category, int level, java.util.List<String> codePoints, java.util.List<String> names,
                   String explanation, String skeleton, int oddStart, int oddEnd, int oddColumn) {
        Finding at(int start, int line, int column) {
            return new Finding(Cat.NAMES[category], Cat.severity(level), start + oddStart, oddEnd - oddStart, line,
                column + oddColumn, codePoints, names, explanation, null, skeleton);
        }
    }

    /** Marks a token the restriction check lets through. */
    static final Verdict FINE = new Verdict(Cat.NONE, Cat.LEGIT, null, null, null, null, 0, 0, 0);

    /** A mixed-script token: confusable (high) when its skeleton is single-script, else mixed_script (medium). */
    static Verdict mixed(String token) {
        SpoofChecker.CheckResult result = new SpoofChecker.CheckResult();
        if (!RESTRICTION.failsChecks(token, result) || GreekNotation.isNotation(token)) {
            return FINE;
        }
        String skeleton = SKELETON.getSkeleton(token);
        int[] cps = token.codePoints().toArray();
        String level = result.restrictionLevel.name().toLowerCase(java.util.Locale.ROOT);
        boolean confusable = !RESTRICTION.failsChecks(skeleton) && !hasRtlRun(cps);
        // foreign letters: for a confusable, those not of the script it imitates ("аррӏе.com" imitates Latin);
        // otherwise those not of the token's majority script
        int imitated = confusable ? majorityScript(skeleton.codePoints().toArray()) : UScript.COMMON;
        int own = imitated == UScript.COMMON ? majorityScript(cps) : imitated;
        int[] odd = Arrays.stream(cps).filter(cp -> isReal(UScript.getScript(cp)) && UScript.getScript(cp) != own)
            .limit(FindingCollector.MAX_LISTED).toArray();
        int[] span = oddSpan(token, own);
        if (confusable) {
            return new Verdict(Cat.CONFUSABLE, Cat.HIGH, FindingCollector.codePoints(odd, odd.length),
                FindingCollector.names(odd, odd.length),
                "Mixed-script confusable (" + level + "): it looks like the text of its skeleton.",
                skeleton, span[0], span[1], span[2]);
        }
        boolean unspaced = Arrays.stream(cps).anyMatch(cp -> isReal(UScript.getScript(cp))
            && TokenState.groupOf(UScript.getScript(cp)) == TokenState.UNSPACED);
        return new Verdict(Cat.MIXED_SCRIPT, unspaced ? Cat.INFO : Cat.LOW, FindingCollector.codePoints(odd, odd.length),
            FindingCollector.names(odd, odd.length), "Word mixing scripts beyond what UTS #39 allows (" + level
            + "), though no single-script text looks like it.", skeleton, span[0], span[1], span[2]);
    }

    /** UTF-16 start and end of the foreign letters (first to last) and the code-point column of the first. */
    private static int[] oddSpan(String token, int major) {
        int first = -1;
        int last = token.length();
        int column = 0;
        int cpIndex = 0;
        for (int j = 0; j < token.length(); cpIndex++) {
            int cp = token.codePointAt(j);
            int sc = UScript.getScript(cp);
            int next = j + Character.charCount(cp);
            if (isReal(sc) && sc != major) {
                if (first < 0) {
                    first = j;
                    column = cpIndex;
                }
                last = next;
            }
            j = next;
        }
        return first < 0 ? new int[] {0, token.length(), 0} : new int[] {first, last, column};
    }

    /** A single-script non-Latin token in Latin text whose skeleton is plain ASCII: whole-script confusable. */
    static Finding wholeScript(String text, int start, int end, int line, int column) {
        String token = text.substring(start, end);
        if (token.codePointCount(0, token.length()) == 1) {
            return null; // α + β, π r², "the letter 'г'": a lone letter is a symbol or a mention, it spells no word
        }
        String skeleton = SKELETON.getSkeleton(token);
        if (skeleton.equals(token) || !skeleton.chars().allMatch(c -> c > 0x20 && c < 0x7F)
            || !skeleton.chars().anyMatch(Character::isLetter)) {
            return null;
        }
        int[] cps = token.codePoints().limit(FindingCollector.MAX_LISTED).toArray();
        return new Finding(Cat.NAMES[Cat.CONFUSABLE], "medium", start, end - start, line, column,
            FindingCollector.codePoints(cps, cps.length), FindingCollector.names(cps, cps.length),
            "Whole-script confusable in Latin text: every letter mimics a Latin one (see skeleton).", null, skeleton);
    }

    static String skeleton(String s) {
        return SKELETON.getSkeleton(s);
    }

    /**
     * Two or more right-to-left letters in a row display as their own reversed run (a Persian suffix on a Latin
     * brand, "iPhoneها"), so they cannot pass for the left-to-right letters of the skeleton.
     */
    private static boolean hasRtlRun(int[] cps) {
        int run = 0;
        for (int cp : cps) {
            run = (CodePointTable.get(cp) & CodePointTable.RTL) != 0 ? run + 1 : 0;
            if (run >= 2) {
                return true;
            }
        }
        return false;
    }

    private static int majorityScript(int[] cps) {
        int[] count = new int[UScript.CODE_LIMIT];
        int best = UScript.COMMON;
        for (int cp : cps) {
            int sc = UScript.getScript(cp);
            if (isReal(sc) && ++count[sc] > count[best]) {
                best = sc;
            }
        }
        return best;
    }

    private static boolean isReal(int sc) {
        return sc != UScript.COMMON && sc != UScript.INHERITED && sc != UScript.UNKNOWN;
    }
}
