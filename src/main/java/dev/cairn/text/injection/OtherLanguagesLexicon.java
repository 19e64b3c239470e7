package dev.cairn.text.injection;

/**
 * Turkish, Arabic, Korean, Vietnamese, Indonesian, Thai, Bengali and Tagalog beyond their override words
 * (in {@link AsianAndOtherLexicon}): scope, what to say instead, framings, Q/A markers and payload parts.
 */
final class OtherLanguagesLexicon {
    private OtherLanguagesLexicon() {
    }

    static void addTo(Lexicon l) {
        directives(l);
        l.add(Cue.QA_QUESTION, "س:", "hỏi:", "질문:", "pertanyaan:", "ถาม:", "প্রশ্ন:", "tanong:");
        l.add(Cue.QA_ANSWER, "ج:", "đáp:", "trả lời:", "답변:", "답:", "jawaban:", "ตอบ:", "উত্তর:", "sagot:");
        l.add(Cue.SPLIT_JOIN, "합쳐서", "다음 부분", "các phần sau", "birleştir*", "aşağıdaki bölümler", "اجمع", "ادمج",
            "gabungkan", "bagian berikut", "รวม", "একত্রিত", "pagsamahin");
        l.add(Cue.SPLIT_JOIN, "kombinasi", "ส่วนต่อไปนี้", "ইন্টারলেস");
        l.add(Cue.SPLIT_PART, "1부", "2부", "phần 1", "phần 2", "bölüm 1", "bölüm 2", "الجزء 1", "الجزء 2", "bagian 1",
            "bagian 2", "ส่วนที่ 1", "ส่วนที่ 2", "অংশ 1", "অংশ 2", "bahagi 1", "bahagi 2");
        l.add(Cue.SPLIT_PART, "a adalah", "b adalah", "a는", "b는", "পার্ট ১", "পার্ট ২", "পার্ট 1", "পার্ট 2");
        l.add(Cue.QA_QUESTION, "t:", "প্রশ্নঃ", "soru:");
        l.add(Cue.QA_ANSWER, "j:", "cevap:", "yanıt:");
        l.add(Cue.HYPOTHETICAL, "diyelim", "farazi", "가설적", "가상의", "giả thuyết", "افتراضي*", "hipotetis", "สมมุติ",
            "কাল্পনিক");
    }

    private static void directives(Lexicon l) {
        l.add(Cue.OVERRIDE_VERB, "انسَ");
        l.add(Cue.PRIOR_SCOPE, "위의", "위 내용", "yukarıdaki", "ở trên", "di atas", "ข้างต้น", "উপরের", "itaas", "جميع");
        l.add(Cue.COMPLY_VERB, "ve söyle*", "ve belirt*", "ve yaz*", "라고 말하", "말하세요", "반복하세요", "وقل", "واذكر", "واكتب",
            "và nói", "và nêu", "và viết", "và trả lời", "dan katakan", "dan nyatakan", "dan tulis", "และบอก", "และพูด",
            "และเขียน", "এবং বলুন", "আর বলুন", "at sabihin", "at isulat");
        l.add(Cue.HYPOTHETICAL, "hayal edin", "hayal et", "varsayalım", "تخيل", "لنفترض", "افترض", "상상해", "가정해",
            "hãy tưởng tượng", "tưởng tượng", "giả sử", "bayangkan", "misalkan", "anggap saja", "ลองนึกภาพ", "สมมติ",
            "จินตนาการ", "কল্পনা কর*", "ধরুন", "isipin", "ipagpalagay");
        l.add(Cue.AUTHORITY, "başkanıyım", "tanrıyım", "대통령입니다", "당신의 개발자", "tôi là tổng thống", "tôi là chúa",
            "أنا المطور", "المطور الخاص بك", "saya presiden", "saya tuhan", "ประธานาธิบดี", "রাষ্ট্রপতি",
            "ako ang developer", "developer mo", "ako ang presidente", "ako ang diyos");
        l.add(Cue.DEMAND, "bạn phải", "zorundasın*", "해야 합니다", "해야 해", "يجب عليك", "عليك أن", "kamu harus",
            "anda harus", "คุณต้อง", "আপনাকে অবশ্যই", "dapat mong", "kailangan mong");
        l.add(Cue.SYSTEM_MODE, "시스템 점검", "sistem kontrol*", "güvenlik denetimi", "تدقيق أمني", "kiểm tra hệ thống",
            "pemeriksaan sistem", "audit keamanan", "ตรวจสอบระบบ", "সিস্টেম চেক");
    }
}
