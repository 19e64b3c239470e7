package dev.cairn.text.injection;

import java.util.ArrayList;
import java.util.List;

/**
 * Directive phrasings beyond the core override words, in French, Spanish, German, Portuguese, Italian,
 * Russian, Chinese, Japanese and Hindi: dictated output, framed statements, demands, replacement tasks,
 * concealment from the user and entering a special mode. Formal and informal address both appear.
 */
final class DirectiveLexicon {
    private DirectiveLexicon() {
    }

    static void addTo(Lexicon l) {
        l.add(Cue.DICTATE, colonForms("imprimez ce qui suit", "imprime ce qui suit", "affichez ce qui suit",
            "affiche ce qui suit", "écrivez ce qui suit", "écris ce qui suit", "dites ce qui suit", "dis ce qui suit",
            "répondez ce qui suit", "réponds ce qui suit", "déclarez ce qui suit", "affirmez ce qui suit"));
        l.add(Cue.DICTATE, "imprime lo siguiente", "imprima lo siguiente", "escribe lo siguiente",
            "escriba lo siguiente", "di lo siguiente", "diga lo siguiente", "responde lo siguiente",
            "responda lo siguiente", "declara lo siguiente", "afirma lo siguiente", "muestra lo siguiente",
            "gib folgendes aus", "geben sie folgendes aus", "gib folgendes heraus", "geben sie folgendes heraus",
            "sag folgendes", "sagen sie folgendes", "schreib folgendes", "schreibe folgendes",
            "schreiben sie folgendes", "drucke folgendes", "drucken sie folgendes", "antworte mit folgendem",
            "antworten sie mit folgendem", "diga o seguinte", "diz o seguinte", "escreva o seguinte",
            "escreve o seguinte", "imprima o seguinte", "imprime o seguinte", "responda o seguinte",
            "declare o seguinte", "afirme o seguinte", "stampa quanto segue", "stampate quanto segue",
            "scrivi quanto segue", "scrivete quanto segue", "di' quanto segue", "dì quanto segue", "dite quanto segue",
            "rispondi quanto segue", "dichiara quanto segue", "afferma quanto segue", "выведите следующее",
            "выведи следующее", "напишите следующее", "напиши следующее", "скажите следующее", "скажи следующее",
            "укажите следующее", "укажи следующее", "ответьте следующее", "ответь следующее", "заявите следующее",
            "напечатайте следующее", "输出以下", "打印以下", "说出以下", "声明以下", "以下を出力", "次を出力", "次のように述べ", "以下のように述べ", "次のように答え",
            "निम्नलिखित प्रिंट", "निम्नलिखित लिख", "निम्नलिखित कह", "निम्नलिखित आउटपुट", "निम्नलिखित बता*");
        l.add(Cue.FRAMED_STATEMENT, "nous pourrions dire", "nous pouvons dire", "nous pourrions affirmer",
            "nous pouvons affirmer", "on pourrait dire", "nous affirmons que", "nous disons que",
            "la sortie pourrait être", "le résultat pourrait être", "podríamos decir", "podemos decir",
            "podríamos afirmar", "podemos afirmar", "decimos que", "afirmamos que", "la salida podría ser",
            "el resultado podría ser", "könnten wir sagen", "können wir sagen", "könnte man sagen", "lass uns sagen",
            "lassen sie uns sagen", "in dem wir sagen", "die ausgabe könnte", "das ergebnis könnte",
            "poderíamos afirmar", "podemos dizer", "poderíamos dizer", "dizemos que", "a saída pode ser",
            "a saída poderia ser", "potremmo affermare", "possiamo affermare", "potremmo dire", "possiamo dire",
            "affermiamo che", "l'output potrebbe essere", "il risultato potrebbe essere", "мы можем заявить",
            "мы могли бы заявить", "мы можем сказать", "мы могли бы сказать", "мы скажем", "выход может быть",
            "вывод может быть", "результат может быть", "我们可以说", "我们可能会说", "输出可能是", "结果可能是", "と言えるでしょう", "と述べることができ",
            "と言おう", "हम कह सकते", "आउटपुट हो सकता", "हम कहते हैं", "हम बताते हैं", "हम बता सकते");
        l.add(Cue.FRAMED_STATEMENT, "considérez la sortie comme", "considère la sortie comme",
            "considere la salida como", "considera la salida como", "betrachte die ausgabe als",
            "betrachten sie die ausgabe als", "considere a saída como", "considera a saída como",
            "considera l'output come", "considerate l'output come", "считайте, что выход", "считай, что выход",
            "请将输出视为");
        l.add(Cue.COMPLY_VERB, "et dire", "et déclarer", "et répondre", "y decir", "y declarar", "y responder",
            "y escribir", "und schreiben", "und antworten", "e dizer", "e declarar", "e escrever", "e responder",
            "e dire", "e dichiarare", "e scrivere", "e rispondere", "и сказать", "и написать", "и ответить",
            "и заявить", "и указать");
        l.add(Cue.DEMAND, "vous devez", "tu dois", "debes", "usted debe", "tienes que", "du musst", "sie müssen",
            "você deve", "tu deves", "você tem que", "devi", "dovete", "вы должны", "ты должен", "ты должна", "你必须",
            "なければなりません", "なければならない");
        l.add(Cue.NEW_DIRECTIVE, "ta nouvelle tâche", "votre nouvelle tâche", "tu nueva tarea", "su nueva tarea",
            "deine neue aufgabe", "ihre neue aufgabe", "sua nova tarefa", "tua nova tarefa", "il tuo nuovo compito",
            "твоя новая задача", "ваша новая задача", "你的新任务", "あなたの新しいタスク", "écoutez mes instructions",
            "écoute mes instructions", "escucha mis instrucciones", "escuche mis instrucciones",
            "hör auf meine anweisungen", "hören sie auf meine anweisungen", "ouvir minhas instruções",
            "ouvir as minhas instruções", "ascolta le mie istruzioni", "ascoltare le mie istruzioni",
            "слушать мои инструкции", "слушай мои инструкции", "слушайте мои инструкции", "听我的指令",
            "listen to my instructions", "listen to my commands", "मेरे निर्देशों को सुन*");
        l.add(Cue.HYPOTHETICAL, "dans un monde où", "dans un monde parallèle", "univers parallèle", "hypothétique*",
            "en un mundo donde", "en un mundo en el que", "universo paralelo", "hipotétic*", "in einer welt, in der",
            "in einer welt in der", "paralleluniversum", "parallelwelt", "hypothetisch*", "num mundo onde",
            "em um mundo onde", "in un mondo in cui", "universo parallelo", "ipotetic*", "в мире, где", "в мире где",
            "параллельной вселенной", "гипотетическ*", "平行宇宙", "假设性", "パラレルワールド", "平行世界", "仮説的",
            "काल्पनिक*", "ऐसी दुनिया में", "समानांतर", "dystopique*", "distópic*", "dystopisch*", "distopic*",
            "антиутопи*");
        l.add(Cue.PERSONA, "à partir de maintenant, tu", "à partir de maintenant tu", "désormais, tu", "désormais tu",
            "désormais, vous", "a partir de ahora, eres", "a partir de ahora eres", "de ahora en adelante eres",
            "ab jetzt bist du", "von nun an bist du", "a partir de agora, você", "a partir de agora você",
            "da ora in poi sei", "d'ora in poi sei", "с этого момента ты", "отныне ты", "从现在开始,你", "从现在起,你", "从现在起你",
            "今からあなたは", "これからあなたは");
        l.add(Cue.CONCEAL, "don't tell the user", "do not tell the user", "without telling the user",
            "don't mention this to the user", "do not mention this to the user", "hide this from the user",
            "ne le dis pas à l'utilisateur", "ne le dites pas à l'utilisateur", "sans le dire à l'utilisateur",
            "no se lo digas al usuario", "no le digas al usuario", "sin decírselo al usuario",
            "sag es dem benutzer nicht", "sagen sie es dem benutzer nicht", "ohne es dem benutzer zu sagen",
            "não diga ao usuário", "não conte ao usuário", "sem dizer ao usuário", "non dirlo all'utente",
            "senza dirlo all'utente", "не говори пользователю", "не говорите пользователю", "не сообщай пользователю",
            "不要告诉用户", "ユーザーに伝えないで", "ユーザーには言わないで", "उपयोगकर्ता को न बताएं", "उपयोगकर्ता को मत बताओ");
        l.add(Cue.SYSTEM_MODE, "entrer en mode", "entre en mode", "passer en mode", "passe en mode",
            "vérification du système", "contrôle du système", "entrar en modo", "entrando en modo",
            "verificación del sistema", "comprobación del sistema", "systemcheck", "systemprüfung", "systemüberprüfung",
            "entrar no modo", "entrando no modo", "verificação do sistema", "entrare in modalità",
            "inserendo la modalità", "modalità sistema", "modalità di override", "verifica del sistema",
            "controllo del sistema", "проверку системы", "проверка системы", "проверки системы", "войти в режим",
            "вхожу в режим", "перехожу в режим", "режим переопределения", "系统检查", "安全审计", "调试模式", "管理员模式", "システムチェック",
            "デバッグモード", "管理者モード", "システムモード");
        l.add(Cue.ROLE_TAG, "<mode système>", "<modo sistema>", "<modalità sistema>", "<システムモード>");
    }

    /** French sets a space before a colon; writers also leave it out. */
    private static String[] colonForms(String... phrases) {
        List<String> forms = new ArrayList<>();
        for (String phrase : phrases) {
            forms.add(phrase + " :");
            forms.add(phrase + ":");
        }
        return forms.toArray(String[]::new);
    }
}
