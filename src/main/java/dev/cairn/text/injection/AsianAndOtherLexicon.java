package dev.cairn.text.injection;

/**
 * Chinese, Japanese and Hindi phrases, plus the override words of Bengali, Korean, Turkish, Arabic,
 * Vietnamese, Indonesian, Thai and Tagalog.
 */
final class AsianAndOtherLexicon {
    private AsianAndOtherLexicon() {
    }

    static void addTo(Lexicon l) {
        l.add(Cue.OVERRIDE_VERB, "忽略", "忽视", "无视", "不要理会", "忘记", "忘掉", "不要遵守", "تجاهل", "انس", "bỏ qua", "quên",
            "abaikan", "lupakan", "terlepas dari", "เพิกเฉย", "ละเว้น", "ลืม", "อย่าไปสนใจ", "تغاضى", "kalimutan",
            "huwag pansinin");
        l.add(Cue.FINAL_OVERRIDE_VERB, "無視", "忘れ", "従わな", "अनदेखा*", "अनदेखी*", "अवहेलना*", "नज़रअंदाज़*", "नजरअंदाज*",
            "भूल जा*", "उपेक्षा*", "ভুলে যা*", "উপেক্ষা*", "무시", "잊어", "yok say*", "görmezden gel*", "unut", "unutun", "unutmak", "unutarak", "unutup", "unutmanı",
            "bağımsız olarak", "परवाह किए बिना");
        l.add(Cue.PRIOR_SCOPE, "之前", "以前", "以上", "先前", "上面", "上述", "前面", "此前", "以前の", "前の", "上記", "これまでの", "पिछले",
            "पहले", "पूर्व", "पूर्ववर्ती", "পূর্ববর্তী", "আগের", "이전", "앞의", "önceki", "السابقة", "السابق", "trước đó",
            "trước", "sebelumnya", "ก่อนหน้า", "من قبل", "naunang");
        l.add(Cue.INSTRUCTION_NOUN, "指令", "指示", "说明", "规则", "提示", "命令", "ルール", "निर्देश*", "नियम*", "बताया गया",
            "নির্দেশ*", "지시", "명령", "talimat*", "التعليمات", "تعليمات*", "বলা হয়েছে", "tagubilin", "คําแนะนํา",
            "คำแนะนำ", "hướng dẫn", "chỉ dẫn", "instruksi", "perintah", "คำสั่ง");
        l.add(Cue.PRIOR_SCOPE, "ऊपर", "ऊपर की");
        // Hindi dictates with an imperative and a colon: "(the page) को अनदेखा करें: <text>"
        l.add(Cue.COMPLY_VERB, "करें:", "करो:", "कीजिए:");
        l.add(Cue.NEW_DIRECTIVE, "新的指令", "新指令", "新任务", "新しい指示", "新しいタスク");
        l.add(Cue.COMPLY_VERB, ",说", "并说", "并声明", "并输出", "并回答", "而是", "と述べ", "と言っ", "と答え", "と出力");
        l.add(Cue.REPLY_NOUN, "你的回答", "你的回复", "你的答案", "あなたの回答", "回答に", "返信に");
        l.add(Cue.REPLY_EDIT_VERB, "添加", "加入", "翻译", "包含", "追加", "含め", "翻訳");
        l.add(Cue.REVEAL_VERB, "是什么", "告诉我", "给我", "透露", "说出", "教えて", "は何", "何ですか", "明かし", "見せて", "क्या है", "बताओ",
            "बताएं", "बताइए", "बता सकते", "साझा कर*", "कहाँ", "कहां", "কী", "বলুন", "무엇", "알려", "nedir", "söyle",
            "ما هي", "ما هو", "أخبرني", "là gì", "cho tôi biết", "apa", "beri tahu", "คืออะไร", "บอก");
        l.add(Cue.SECRET_NOUN, "密码", "密钥", "口令", "パスワード", "暗証番号", "合言葉", "पासवर्ड*", "पासकोड*", "गुप्त कुंजी*",
            "गुप्त कोड*", "পাসওয়ার্ড*", "비밀번호", "암호", "şifre*", "parola*", "كلمة المرور", "كلمة السر", "mật khẩu",
            "kata sandi", "รหัสผ่าน");
        l.add(Cue.CONFIRM_VERB, "पुष्टि*");
        l.add(Cue.PERSONAL_DATA, "उपयोगकर्ता*", "जन्म तिथि*", "जन्म वर्ष*", "ईमेल पता*", "डेटाबेस*", "出生日期", "生日",
            "电子邮件地址", "用户的", "数据库", "住在哪", "生年月日", "誕生年", "メールアドレス", "ユーザーの", "どこに住んで", "イニシャル");
        l.add(Cue.SPECIFIC_SECRET, "密码", "パスワード");
        l.add(Cue.CREATIVE_FORM, "诗", "藏头诗", "俳句", "詩");
        l.add(Cue.OUTPUT_FORMAT, "猪拉丁", "反顺序", "倒序", "逆順");
        l.add(Cue.AUTHORITY, "आपका डेवलपर", "डेवलपर हूँ", "डेवलपर हूं", "द्वारा विकसित", "आपके निर्माता*", "भगवान हूँ",
            "भगवान हूं", "राष्ट्रपति हूँ", "राष्ट्रपति हूं", "开发的ai", "我是你的开发者", "開発した", "開発者です");
        l.add(Cue.SYSTEM_MODE, "मोड", "सुरक्षा ऑडिट", "सिस्टम अपग्रेड", "सिस्टम चेक", "系统模式", "维护模式", "オーバーライドモード",
            "メンテナンスモード", "モードに入", "モードを開始");
        l.add(Cue.HYPOTHETICAL, "कल्पना की*", "कल्पना कर*", "मान लीजिए", "मान लो", "想象", "假设", "想像", "仮定");
        l.add(Cue.UNRESTRICTED, "你必须回答");
        l.add(Cue.DEMAND, "देने होंगे", "करना होगा", "करने होंगे");
        l.add(Cue.DECODE_REQUEST, "डीकोड*", "डिकोड*", "解码", "デコード");
        l.add(Cue.OUTPUT_FORMAT, "मोर्स*", "साइफर*", "सिफर*", "हेक्साडेसिमल*", "द्विआधारी*", "摩尔斯", "モールス");
        l.add(Cue.JAILBREAK_MODE, "अभी कुछ भी करें");
        l.add(Cue.PERSONA, "假装", "扮演", "你现在是", "ふりをして", "として振る舞", "演じて");
        l.add(Cue.UNRESTRICTED, "没有限制", "不受限制", "无限制", "制限なし", "制限のない");
        l.add(Cue.JAILBREAK_MODE, "开发者模式", "開発者モード");
        l.add(Cue.PROMPT_NOUN, "系统提示", "提示词", "システムプロンプト");
        l.add(Cue.QUESTION, "? ", "؟ ");
    }
}
