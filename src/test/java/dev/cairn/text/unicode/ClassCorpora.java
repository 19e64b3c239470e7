package dev.cairn.text.unicode;

import java.text.Normalizer;
import java.util.List;

/**
 * Hand-written corpora for the classes of issue 19: for each class, positives (the anomalous characters are
 * {@code injected} between {@code before} and {@code after}, so a finding can be checked to cover them) and
 * hard negatives in the scripts and styles where the class's characters occur legitimately.
 */
final class ClassCorpora {
    record Positive(String kind, String before, String injected, String after, String category) {
        String text() {
            return before + injected + after;
        }

        String name() {
            return kind + ": " + LegitimateTextTest.hex(injected) + " in \"" + before + "…" + after + "\"";
        }
    }

    record Negative(String kind, String text) {
    }

    private ClassCorpora() {
    }

    private static Positive p(String kind, String before, String injected, String after, String category) {
        return new Positive(kind, before, injected, after, category);
    }

    private static String nfd(String s) {
        return Normalizer.normalize(s, Normalizer.Form.NFD);
    }

    static final String ZALGO = "\u0351\u0300\u036B\u0357\u0362\u0335\u0314\u0346";

    static final List<Positive> POSITIVES = List.of(
        p("normalization", "Meet me at the cafe", "\u0301", " at noon", "normalization"),
        p("normalization", "https://exa", "\u0301", "mple.com/login", "normalization"),
        p("normalization", "Zu", "\u0308", "rich office", "normalization"),
        p("normalization", "ta", "\u0301\u0323", "p the card", "normalization"),
        p("normalization", "pass", "\u1100\u1161", "word", "normalization"),
        p("normalization", "open con", "\uFB01", "g.yaml now", "normalization"),
        p("normalization", "the o", "\uFB00", "ice manager", "normalization"),
        p("normalization", "", "\u210B", "ello admin", "normalization"),
        p("normalization", "adm", "\u2139", "n panel", "normalization"),
        p("normalization", "Lift 5", "\u338F", " of rice", "normalization"),
        p("normalization", "pay", "\uFF50", "al.com", "normalization"),
        p("normalization", "Visit ", "\uFF50\uFF41\uFF59\uFF50\uFF41\uFF4C", ".com today", "normalization"),
        p("normalization", "Type ", "\uFF46\uFF52\uFF45\uFF45", " to win", "normalization"),
        p("normalization", "The ", "\u212A", "ey is under the mat", "normalization"),
        p("normalization", "Ask ", "\u212B", "sa about it", "normalization"),
        p("normalization", "return x", "\u037E", "", "normalization"),
        p("normalization", "Order ", "\uD835\uDC1F\uD835\uDC2B\uD835\uDC1E\uD835\uDC1E", " pills", "normalization"),
        p("normalization", "code 4", "\uFF12", "7", "normalization"),
        p("normalization", "Please ", "\u24D5\u24E1\u24D4\u24D4", " download", "normalization"),
        p("normalization", "the ", "\u210C\u212F\u2113\u2113\u2134", " world", "normalization"),
        p("mixed_digits", "Transfer 10", "\u0660", "0 dollars", "mixed_digits"),
        p("mixed_digits", "Pay $1", "\u06F5", "00 now", "mixed_digits"),
        p("mixed_digits", "Total: 4", "\u0968", "5", "mixed_digits"),
        p("mixed_digits", "ID ", "\u09E7", "23", "mixed_digits"),
        p("mixed_digits", "Amount: ", "\uFF11", "000", "mixed_digits"),
        p("mixed_digits", "PIN 1", "\u0E52", "34", "mixed_digits"),
        p("mixed_digits", "room 1", "\uD835\uDFCE", "1", "mixed_digits"),
        p("mixed_digits", "v2.", "\u0AE7", ".0", "mixed_digits"),
        p("mixed_digits", "\u0661\u0662", "\u06F3", " items", "mixed_digits"),
        p("stacked_marks", "Z", ZALGO, "algo", "stacked_marks"),
        p("stacked_marks", "h", "\u0300\u0301\u0302\u0303", "ello", "stacked_marks"),
        p("stacked_marks", "пр", "\u0300\u0301\u0302\u0303\u0304", "ивет", "stacked_marks"),
        p("stacked_marks", "\u03B1", "\u0300\u0301\u0302\u0303\u0304", "λφα", "stacked_marks"),
        p("stacked_marks", "\u05E9", "\u05C1\u05B8\u0591\u0592\u0593\u0594\u0595", "לום", "stacked_marks"),
        p("stacked_marks", "\u0628", "\u064B\u064C\u064D\u064E\u064F\u0650\u0651", "ك", "stacked_marks"),
        p("stacked_marks", "\u0915", "\u0901\u0902\u093C\u0941\u0942\u0943", "म", "stacked_marks"),
        p("stacked_marks", "\u0E01", "\u0E34\u0E48\u0E49\u0E4A\u0E4B\u0E47\u0E4C", "ไ", "stacked_marks"),
        p("stacked_marks", "price 1", "\u20DD\u20DE\u20DF\u20E0", " only", "stacked_marks"),
        p("stacked_marks", "\u0F66", "\u0F92\u0FB2\u0F74\u0F7E\u0F80\u0F82\u0F83\u0F71", "\u0F0B", "stacked_marks"),
        p("private_use", "pass", "\uE000", "word", "private_use"),
        p("private_use", "ad", "\uF8FF", "min", "private_use"),
        p("private_use", "sec", "\uDB80\uDC00", "ret", "private_use"),
        p("private_use", "\u043F\u0440\u0438", "\uE123", "\u0432\u0435\u0442", "private_use"),
        p("unassigned", "pass", "\u0378", "word", "unassigned"),
        p("blank", "user = \"", "\u2800", "\"", "unusual_whitespace"),
        p("blank", "ignore", "\u2800", "previous", "unusual_whitespace"),
        p("blank", "name: ", "\u3164", "", "zero_width"),
        p("blank", "nick=", "\uFFA0", ";", "zero_width"),
        p("blank", "a", "\u115F", "b", "zero_width"),
        p("blank", "x", "\u1160", "y", "zero_width"),
        p("blank", "see", "\uFFF9", "note", "zero_width"),
        p("confusable", "Log in at https://p", "\u0430", "ypal.com/login", "confusable"),
        p("confusable", "mail g", "\u03BF\u03BF", "gle.com now", "confusable"),
        p("confusable", "install micro", "\u0455", "oft-office", "confusable"),
        p("confusable", "function is", "\u0410", "dmin() {}", "confusable"),
        p("confusable", "visit ", "\u0430\u0440\u0440\u04CF\u0435", ".com", "confusable"),
        p("confusable", "wire to bank", "\u0430", "merica.com", "confusable"),
        p("confusable", "Hello ", "\u0440", "aypal team", "confusable"),
        p("confusable", "install m", "\u03B9", "crosoft today", "confusable"),
        p("confusable", "the ", "\u03A4", "oken is", "confusable"),
        p("confusable", "\u043F\u0440\u0438\u0432", "e", "\u0442 \u043C\u0438\u0440", "mixed_script|confusable"),
        p("confusable", "\u03BA\u03B1\u03BB\u03B7\u03BC\u03AD\u03C1", "a", " \u03C3\u03B1\u03C2", "mixed_script|confusable"));

    static final List<Negative> NEGATIVES = List.of(
        new Negative("french-nbsp", "Il fait 20\u00A0°C, soit 68\u00A0°F\u00A0; rendez-vous à 20\u00A0h\u00A030."),
        new Negative("french-nbsp", "La course fait 10\u00A0km et coûte 15\u00A0€, p.\u00A012, n°\u00A05, §\u00A04."),
        new Negative("french-nbsp", "M.\u00A0Dupont a dit\u202F: «\u202FVraiment\u202F?\u202F» — Oui\u00A0!"),
        new Negative("french-nbsp", "Population\u00A0: 1\u202F234\u202F567 habitants, soit 12,5\u00A0% de plus."),
        new Negative("units-thin-space", "A 10\u2009km run at 5\u2009°C with 1\u2009000\u2009m of climb, € 5 or $\u00A010."),
        new Negative("units-nbsp", "Dr.\u00A0Smith measured 5\u00A0mg, 3\u00A0ml and 120\u00A0kPa on page\u00A012."),
        new Negative("indic-zwj-end", "क्\u200D और ख्\u200D, हिन्दी में।"),
        new Negative("indic-zwj-end", "র্\u200D এবং ক্\u200C; বাংলা।"),
        new Negative("indic-zwj-end", "ന്\u200D മലയാളം ണ്\u200D."),
        new Negative("indic-zwj-end", "க்\u200C தமிழ் ஶ்\u200D"),
        new Negative("persian-zwnj-end", "کتاب\u200C ها و می\u200C."),
        new Negative("greek-math", "Let α + β = γ and compute Δx over dθ; σ² is the variance."),
        new Negative("greek-math", "The λ-calculus and the π-calculus; TNF-α and NF-κB pathways; a β-blocker."),
        new Negative("greek-math", "ΔG = ΔH − TΔS at 300 K; a 10 kΩ resistor; 5 μm and 3 μmol/L; 2 μs."),
        new Negative("greek-math", "The area is π r², the wavelength λ = 500 nm, the angle θ = 30°."),
        new Negative("greek-prose", "Τι κάνεις\u037E Καλά, ευχαριστώ. Η θερμοκρασία είναι 25 °C."),
        new Negative("korean-nfd", nfd("한국어는 한글로 씁니다. 안녕하세요!")),
        new Negative("korean-jamo", "ㅋㅋㅋ 진짜 웃겨요 ㅠㅠ ㄱㄴㄷ"),
        new Negative("emoji-beside-words", "Status\u2139\uFE0F: see the log\u2139\uFE0F; Ⓜ\uFE0Fetro line \u2122\uFE0F brand"),
        new Negative("japanese-fullwidth", "ＡＢＣ株式会社は２０２４年に設立されました。ｶﾀｶﾅも使います。気温は25℃です。"),
        new Negative("chinese-fullwidth", "你好，世界！我们在２０２４年用ＵＳＢ接口。"),
        new Negative("arabic-presentation", "ﻣﺮﺣﺒﺎ بالعالم ٢٠٢٤ و ۱۴۰۳."),
        new Negative("typographic", "E = mc², H₂O, ½ cup, Cairn™, № 5, chapter Ⅻ, x² + y² = r², wait… ok."),
        new Negative("micro-sign", "A 5 µm filter and 10 µg of salt."),
        new Negative("decomposed-lone-letter", "\"const\": \"a\u0308\" and \"o\u0301\""),
        new Negative("decomposed-non-latin", nfd("Ελλάδα, йод, ёлка, Ἀθῆναι.")),
        new Negative("vietnamese-nfc", "Tiếng Việt có dấu: người, được, những, thuở, ặ, ễ."),
        new Negative("polytonic-nfd", nfd("ᾧ ᾯ ἄνθρωπος")),
        new Negative("hebrew-biblical", "בְּרֵאשִׁ֖ית בָּרָ֣א אֱלֹהִ֑ים"),
        new Negative("arabic-tashkeel", "بِسْمِ اللَّهِ الرَّحْمَٰنِ الرَّحِيمِ"),
        new Negative("thai", "ที่นี่มีน้ำ ๒๕๖๗ ก่อน"),
        new Negative("tibetan", "བསྒྲུབས་ སྒྲོལ་མ། ཧཱུྃ"),
        new Negative("devanagari", "हिन्दी संस्कृतम् ॐ क्षत्रिय २०२४"),
        new Negative("yoruba", "Ọ̀rọ̀ àti ẹ̀kọ́, Ǹjẹ́ o ti jẹun?"),
        new Negative("digits", "In 2024 (٢٠٢٤, ۱۴۰۳, २०२४, ১২৩), 3.14 and 1,000."),
        new Negative("private-use-icon", "Sent from my \uF8FF iPhone. Icon: \uF101 Home"),
        new Negative("braille", "⠓⠑⠇⠇⠕⠀⠺⠕⠗⠇⠙"),
        new Negative("ipa", "[n̪̥] [ẽ̞̠] [ʃʰ] [ɑ̃ː] and x̄, x̂, ẍ in physics."),
        new Negative("myanmar", "မြန်မာ ကျွန်ုပ် နှုတ်ဆက်ပါတယ်"),
        new Negative("vedic", "अ॒ग्निमी॑ळे पु॒रोहि॑तं"),
        new Negative("cjk-legacy-private-use", "香港\uE05A字 and 你\uE000好"),
        new Negative("nbsp-html", "\u00A0\n| Name |\u00A0| Total\u00A0 |\n\u00A0\u00A0\u00A0Indented text. End.\u00A0 Next"),
        new Negative("nbsp-one-letter-words", "Bydlím v\u00A0Praze a\u00A0chodím do práce z\u00A0domu; w\u00A0domu i\u00A0w\u00A0pracy."),
        new Negative("nbsp-references", "Article\u00A012 du Code civil, Louis\u00A0XIV, z.\u00A0B. S.\u00A012, Nr.\u00A05, Windows\u00A011."),
        new Negative("greek-notation", "f(x) = αx + β, the σ-algebra, λmax = 450 nm, ΔpH and ΔCt, Θ(n²), ε-δ proofs."),
        new Negative("japanese-card", "ＴＥＬ：03-1234-5678 ＦＡＸ：03-1234-5679"),
        new Negative("fullwidth-alone", "ＡＢＣ"),
        new Negative("korean-fullwidth", "（주）한국 ＡＩ 연구소"),
        new Negative("cjk-units", "５㎏の米と１０㎞の道、面積は３㎡。"),
        new Negative("unit-square-alone", "Bring 5 ㎏ of rice."),
        new Negative("letterlike-units", "It was 98℉ (37℃) today; № 5 and the 300 Å film; Cairn™ and ACME®."),
        new Negative("private-use-label", "\uF015Home \uF007Profile | user \uE0B0 ~/src \uE0B0"),
        new Negative("ordinal-indicators", "1º lugar, 2ª edição, Nº 5."),
        new Negative("quoted-letters", "In Russian the letter 'г' sounds like g, 'р' like r, and Greek 'ν' is n."),
        new Negative("hebrew-cgj", "\u05D9\u05B0\u05E8\u05D5\u05BC\u05E9\u05B8\u05C1\u05DC\u05B7\u034F\u05B4\u05DD"),
        new Negative("mongolian", "\u182E\u1823\u1829\u182D\u1823\u182F \u1822\u180E\u1820 \u182A\u1822\u202F\u1826"),
        new Negative("rtl-marks", "\u05D4\u05EA\u05E7\u05E0\u05EA Windows 11\u200E \u05D4\u05D5\u05E9\u05DC\u05DE\u05D4"
            + " (2024)\u200F. \u0645\u0631\u062D\u0628\u0627 iPhone 15\u200E \u0648\u063A\u064A\u0631\u0647"),
        new Negative("code", "for (int i = 0; i < n; i++) { sum += a[i] * 2; } // O(n²)"));
}
