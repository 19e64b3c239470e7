package dev.cairn.text.unicode;

import com.ibm.icu.text.UnicodeSet;
import com.ibm.icu.text.UnicodeSetIterator;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Legitimate text that must yield nothing above info: all RGI emoji and prose in 17 scripts or styles. */
final class Samples {
    private Samples() {
    }

    /** Every RGI emoji ICU4J lists: single code points (ranges) and sequences (strings). */
    static List<String> rgiEmoji() {
        List<String> all = new ArrayList<>();
        UnicodeSetIterator it = new UnicodeSetIterator(new UnicodeSet("[:RGI_Emoji:]"));
        while (it.next()) {
            all.add(it.getString());
        }
        return all;
    }

    static final Map<String, String> PROSE = prose();

    private static Map<String, String> prose() {
        Map<String, String> m = new LinkedHashMap<>();
        m.put("latin-diacritics", "Ærøskøbing’s señora café: naïve Zürich façade, Łódź and Đà Nẵng; crème brûlée.");
        m.put("greek", "Η γρήγορη καφέ αλεπού πηδά πάνω από τον τεμπέλη σκύλο. Καλημέρα σας!");
        m.put("cyrillic", "Съешь же ещё этих мягких французских булок, да выпей чаю. Привет, мир!");
        m.put("arabic", "مرحبا بالعالم. اللغة العربية جميلة، وَالكِتابَةُ بِالتَّشكيلِ مُمكِنة.");
        m.put("persian-zwnj", "می\u200Cخواهم این کتاب\u200Cها را بخوانم. خانه\u200Cی ما در تهران است.");
        m.put("hebrew", "שלום עולם! עברית נכתבת מימין לשמאל, וְגַם עִם נִקּוּד.");
        m.put("devanagari-zwj-zwnj", "नमस्ते दुनिया। हिन्दी भाषा सुंदर है। क्\u200Dष और क्\u200Cष दोनों सही हैं।");
        m.put("bengali", "আমি বাংলায় গান গাই। র\u200D্যাব এবং কথা।");
        m.put("tamil", "வணக்கம் உலகம். தமிழ் ஒரு பழமையான மொழி.");
        m.put("thai", "สวัสดีชาวโลก ภาษาไทยเขียนโดยไม่เว้นวรรคระหว่างคำ");
        m.put("chinese-han", "你好，世界！我们今天去北京大学学习中文。");
        m.put("japanese", "こんにちは世界。東京タワーへ行きましょう、カタカナとひらがなと漢字。");
        m.put("korean-hangul", "안녕하세요, 세계! 한국어는 한글로 씁니다.");
        m.put("georgian", "გამარჯობა, მსოფლიო! ქართული დამწერლობა ლამაზია.");
        m.put("armenian", "Բարև, աշխարհ։ Հայերենը գեղեցիկ լեզու է։");
        m.put("ethiopic", "ሰላም ለዓለም። አማርኛ በግዕዝ ፊደል ይጻፋል።");
        m.put("french-nbsp", "Bonjour\u00A0! Comment allez-vous\u00A0? Voici la liste\u00A0: «\u00A0un\u00A0», deux\u00A0; trois.");
        return m;
    }
}
