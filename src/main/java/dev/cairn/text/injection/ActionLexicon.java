package dev.cairn.text.injection;

/**
 * Actions an injected instruction asks an agent to take, beyond English: sending, forwarding and deleting
 * sensitive things (French, Spanish, German, Portuguese, Italian, Russian, Chinese, Japanese), and
 * dismissals of what came before ("forget about that,").
 */
final class ActionLexicon {
    private ActionLexicon() {
    }

    static void addTo(Lexicon l) {
        l.add(Cue.ACTION_VERB, "envoie*", "envoyez", "transfère*", "transférez", "supprime*", "efface*", "envía*",
            "envia*", "reenvía*", "borra", "borrar", "borre", "bórralo", "bórralos", "elimina*", "sende", "senden", "sendet", "sende mir", "schicke*", "lösche*", "envie", "enviem",
            "encaminh*", "apague*", "exclua*", "invia*", "inoltra*", "cancella*", "отправь*", "перешли*", "удали*",
            "发送", "转发", "删除", "送信", "転送", "削除");
        l.add(Cue.SENSITIVE_OBJECT, "tous les fichiers", "tous les e-mails", "tous les courriels", "mots de passe",
            "identifiants", "la conversation", "l'historique", "todos los archivos", "todos los correos",
            "contraseñas", "credenciales", "la conversación", "el historial", "alle dateien", "alle e-mails",
            "passwörter", "zugangsdaten", "den verlauf", "todos os arquivos", "todos os ficheiros",
            "todos os e-mails", "senhas", "credenciais", "a conversa", "tutti i file", "tutte le email",
            "tutte le e-mail", "credenziali", "la conversazione", "все файлы", "все письма", "пароли",
            "учетные данные", "учётные данные", "переписку", "所有文件", "所有邮件", "凭据", "聊天记录",
            "すべてのファイル", "全てのファイル", "すべてのメール", "認証情報", "会話履歴");
        l.add(Cue.NEW_DIRECTIVE, "forget about that,", "forget all that", "never mind that,", "scratch that,",
            "oublie ça,", "oubliez ça,", "olvida eso,", "olvídate de eso", "vergiss das,", "vergessen sie das,",
            "esquece isso,", "esqueça isso,", "lascia perdere,", "dimentica tutto", "забудь об этом,",
            "забудьте об этом,", "别管那个", "それは忘れて", "उसके बारे में भूल जाओ");
    }
}
