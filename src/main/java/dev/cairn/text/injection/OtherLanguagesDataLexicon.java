package dev.cairn.text.injection;

/**
 * Data requests in Turkish, Arabic, Korean, Vietnamese, Indonesian, Thai, Bengali and Tagalog: request
 * verbs, secrets, personal data, disguises, and the authority claimed or reward offered to obtain them.
 */
final class OtherLanguagesDataLexicon {
    private OtherLanguagesDataLexicon() {
    }

    static void addTo(Lexicon l) {
        l.add(Cue.REVEAL_VERB, "nerede", "أين", "어디", "ở đâu", "di mana", "ที่ไหน", "কোথায়", "ano ang", "saan",
            "söyle*", "paylaş*", "말해", "공유", "تخبرني", "إخباري", "أعطني", "شارك", "chia sẻ", "là bao nhiêu", "berikan",
            "bagikan", "sebutkan", "বলতে পারেন", "শেয়ার", "sabihin", "ibahagi");
        l.add(Cue.SECRET_NOUN, "gizli anahtar*", "المفتاح السري", "비밀 키", "khóa bí mật", "kunci rahasia", "รหัสลับ",
            "กุญแจลับ", "গোপন কী", "lihim na susi");
        l.add(Cue.SPECIFIC_SECRET, "mật khẩu", "şifre*", "비밀번호", "كلمة المرور", "kata sandi", "รหัสผ่าน",
            "পাসওয়ার্ড*");
        l.add(Cue.PERSONAL_DATA, "kullanıcı*", "doğum tarihi*", "المستخدم", "تاريخ ميلاد", "사용자", "생년월일", "người dùng",
            "ngày sinh", "pengguna", "tanggal lahir", "ผู้ใช้", "วันเกิด", "ব্যবহারকারী*", "জন্ম তারিখ*", "kaarawan",
            "e-posta adres*", "doğum yılı*", "doğum ay*", "baş harf*", "kişisel veri*", "البيانات الشخصية", "سنة ميلاد",
            "عنوان بريد", "이메일 주소", "개인 데이터", "개인 정보", "địa chỉ email", "số dư ngân hàng", "dữ liệu cá nhân",
            "alamat email", "data pribadi", "ที่อยู่อีเมล", "ข้อมูลส่วนตัว", "ইমেল ঠিকানা", "ব্যক্তিগত তথ্য");
        l.add(Cue.AUTHORITY, "geliştirici*", "مطور", "개발자", "nhà phát triển", "pengembang", "นักพัฒนา", "ডেভেলপার*");
        l.add(Cue.SYSTEM_MODE, "modu", "moduna", "modunda", "modunu", "modundan", "modundasın", "modundayım", "وضع", "모드", "chế độ", "โหมด", "মোড");
        l.add(Cue.OUTPUT_FORMAT, "ispanyolca*", "ters sıra*", "ليتسبيك", "역순", "스페인어", "thứ tự ngược",
            "tiếng tây ban nha", "urutan terbalik", "bahasa spanyol", "ลำดับย้อนกลับ", "ภาษาสเปน", "বিপরীত ক্রম",
            "স্প্যানিশ", "baligtad");
        l.add(Cue.DECODE_REQUEST, "فك شفرة", "فك تشفير", "تفك شفرة", "i-decode", "ถอดรหัส", "ডিকোড", "deşifre",
            "çözebilir", "해독", "디코딩", "디코드", "giải mã", "dekode", "mendekode");
        l.add(Cue.OUTPUT_FORMAT, "مورس", "ثنائي", "السداسي العشري", "มอร์ส", "বাইনারি", "সিজার", "সিফার", "모스 부호",
            "이진", "16진수", "시저", "nhị phân", "thập lục phân", "biner", "heksadesimal", "mors alfabesi",
            "ikili", "onaltılık");
        l.add(Cue.CREATIVE_FORM, "thơ", "bài thơ", "şiir*", "시를", "قصيدة", "puisi", "กลอน", "บทกวี", "কবিতা", "tula");
        l.add(Cue.SPECIFIC_SECRET, "암호");
        l.add(Cue.PERSONAL_DATA, "gumagamit", "taon ng kapanganakan", "inisyal");
        l.add(Cue.OUTPUT_FORMAT, "bahasa jerman", "bahasa inggris", "aleman", "kastila", "ingles");
        l.add(Cue.AUTHORITY, "iyong lumikha", "penciptamu", "স্রষ্টা", "yaratıcın*", "당신의 창조자", "người tạo ra bạn",
            "خالقك", "ผู้สร้างคุณ", "พัฒนาโดย", "dikembangkan oleh", "tarafından geliştirilen", "에 의해 개발된",
            "được phát triển bởi", "binuo ng", "bos anda", "polis memuru*", "pulis", "경찰", "cảnh sát", "شرطي",
            "ضابط شرطة", "ตำรวจ", "পুলিশ", "polisi");
        l.add(Cue.SYSTEM_MODE, "mode verifikasi");
        l.add(Cue.BRIBE, "سأتبرع", "ฉันจะบริจาค", "bağışlayacağım", "tôi sẽ quyên góp", "기부하겠", "দান করব",
            "saya akan menyumbang");
    }
}
