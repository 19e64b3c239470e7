package dev.cairn.text.injection;

/**
 * What data requests are made of beyond the core words, in French, Spanish, German, Portuguese, Italian,
 * Russian, Chinese, Japanese and Hindi: personal data, request verbs, disguising forms (a language, a
 * poem), and the authority claimed or the reward offered to obtain them.
 */
final class DataRequestLexicon {
    private DataRequestLexicon() {
    }

    static void addTo(Lexicon l) {
        l.add(Cue.PERSONAL_DATA, "données personnelles", "où habite", "où vit", "lieu de résidence", "datos personales",
            "dónde vive", "lugar de residencia", "personenbezogene daten", "persönliche daten", "wohnstadt", "wo wohnt",
            "wo lebt", "dados pessoais", "cidade de residência", "onde mora", "onde vive", "dati personali",
            "città di residenza", "dove vive", "dove abita", "персональные данные", "персональными данными",
            "персональных данных", "персональным данным", "дату рождения", "личные данные", "личных данных",
            "место жительства", "个人信息", "个人数据", "個人情報", "個人データ", "どこに住", "व्यक्तिगत डेटा", "ईमेल पते", "निवास शहर",
            "बैंक बैलेंस", "ईमेल एड्रेस", "पसंदीदा रंग");
        l.add(Cue.REVEAL_VERB, "कौन से", "कौन सा", "कौन सी");
        l.add(Cue.SECRET_NOUN, "पासफ्रेज़*", "पासफ़्रेज़*");
        l.add(Cue.BRIBE, "मैं आपको $", "दान करूंगा", "दान करूँगा");
        l.add(Cue.SPLIT_JOIN, "मिलाकर", "निम्नलिखित भागों", "इंटरलेस");
        l.add(Cue.SPLIT_PART, "भाग 1", "भाग 2", "a है", "b है");
        l.add(Cue.REVEAL_VERB, "подскаж*", "pouvez-vous me donner", "donnez-moi", "dígame", "puedes decirme",
            "kannst du mir", "können sie mir", "könnt ihr mir", "pode me dizer", "potresti dirmi", "mi dica", "ditemi");
        l.add(Cue.OUTPUT_FORMAT, "испанск*", "английск*", "французск*", "немецк*", "азбука морзе", "азбуке морзе",
            "азбуку морзе", "auf spanisch", "französisch*", "rückwärts", "en verlan", "西班牙语", "英语", "法语", "德语", "スペイン語",
            "英語", "フランス語", "ドイツ語", "स्पेनिश", "अंग्रेज़ी", "अंग्रेजी", "जर्मन", "बेस64", "बेस 64", "पिग लैटिन",
            "विपरीत क्रम", "उल्टे क्रम");
        l.add(Cue.CREATIVE_FORM, "acrostique", "poésie", "chanson", "canción", "poesía", "lied", "canção", "canzone",
            "песн*", "стихотворени*", "歌曲", "ポエム", "कविता", "हाइकु", "क्रोस्टिक", "एक्रोस्टिक");
        l.add(Cue.DECODE_REQUEST, "décod*", "déchiffr*", "decodific*", "descodific*", "descifr*", "decifr*",
            "dekodier*", "entschlüssel*", "декодир*", "расшифр*", "解密", "破译", "解読");
        l.add(Cue.OUTPUT_FORMAT, "césar", "cesare", "esadecimal*", "hexadezimal*", "шестнадцатерич*", "цезар*", "凯撒",
            "十六进制", "シーザー", "16進");
        l.add(Cue.SPECIFIC_SECRET, "पासवर्ड", "पासफ्रेज़*", "पासफ़्रेज़*");
        l.add(Cue.AUTHORITY, "je suis dieu", "policier", "agent de police", "soy policía", "agente de policía",
            "polizist", "polizeibeamte*", "teu desenvolvedor", "sou deus", "policial", "agente da polícia", "sono dio",
            "agente di polizia", "poliziotto", "я полицейский", "сотрудник полиции", "你的开发者", "我是上帝", "警察", "あなたの開発者",
            "私は神", "警察官", "पुलिस अधिकारी", "en tant qu'expert", "como experto", "als experte", "como especialista",
            "in qualità di esperto", "в качестве эксперта", "作为专家", "専門家として", "विशेषज्ञ के रूप में");
        l.add(Cue.AUTHORITY, "en tant qu'autorité", "como autoridad", "como una autoridad", "als autorität",
            "como uma autoridade", "come autorità", "in quanto autorità", "в качестве авторитета", "作为权威",
            "権威として");
        l.add(Cue.BRIBE, "je te donnerai $", "je vous donnerai $", "te daré $", "le daré $", "donaré", "ich gebe dir $",
            "ich gebe ihnen $", "ich spende", "ich werde spenden", "vou te dar $", "vou doar", "doarei", "ti darò $",
            "le darò $", "donerò", "я дам тебе $", "я дам вам $", "我会给你$", "我会捐", "我将捐", "寄付します");
        l.add(Cue.COMPLY_VERB, "और बता*", "और कह*", "और लिख*", "और संकेत");
    }
}
