package dev.cairn.text.injection;

/** French, Spanish, German, Portuguese, Italian and Russian phrases ("ignor*" is shared with English). */
final class EuropeanLexicon {
    private EuropeanLexicon() {
    }

    static void addTo(Lexicon l) {
        l.add(Cue.OVERRIDE_VERB, "oublie*", "ne tiens pas compte", "ne tenez pas compte", "fais abstraction",
            "faites abstraction", "olvida*", "olvide*", "olvíd*", "haz caso omiso", "no hagas caso", "pasa por alto",
            "vergiss*", "vergessen", "missachte*", "esqueça*", "esqueca*", "esquece*", "desconsider*",
            "independentemente", "indipendentemente", "independientemente", "unabhängig von", "indépendamment",
            "независимо от", "dimentica*", "non tenere conto", "trascura*", "игнорир*", "забудь*", "забуд*",
            "не обращай внимания", "не обращайте внимания", "пренебреги*", "отбрось*");
        l.add(Cue.PRIOR_SCOPE, "précédent*", "precedent*", "ci-dessus", "antérieur*", "anterior*", "previa*", "previo*",
            "arriba", "vorherig*", "vorige*", "obig*", "oben", "bisherig*", "acima", "sopra", "предыдущ*", "выше",
            "прежн*", "ранее", "все");
        l.add(Cue.INSTRUCTION_NOUN, "consigne*", "règle*", "regla*", "instruccion*", "instrucción*", "indicacion*",
            "directriz*", "directrices", "anweisung*", "anleitung*", "regeln", "befehl*", "vorgabe*", "instruktion*",
            "instruç*", "regras", "diretriz*", "diretrizes", "istruzion*", "regole", "direttiv*", "инструкци*",
            "указани*", "правил*", "директив*", "команд*");
        l.add(Cue.NEW_DIRECTIVE, "nouvelles instructions", "nouvelle instruction", "nuevas instrucciones",
            "nueva instrucción", "neue anweisungen", "neue anweisung", "novas instruções", "nova instrução",
            "nuove istruzioni", "nuova istruzione", "новые инструкции", "новая инструкция", "новое задание");
        l.add(Cue.COMPLY_VERB, "et indique*", "et dis", "et dites", "et écri*", "et affirme*", "et déclare*",
            "y declara", "y di", "y escribe", "y responde", "y afirma", "y diga", "und sag*", "und schreib*", "und gib",
            "und antworte*", "und erkläre*", "e diga", "e declare", "e afirme", "e escreva", "e responda",
            "und geben sie an", "e dichiara", "e di'", "e scrivi", "e rispondi", "e afferma", "e indica", "и скажи",
            "и напиши", "и ответь", "и заяви", "и укажи");
        l.add(Cue.REPLY_NOUN, "ta réponse", "votre réponse", "tu respuesta", "su respuesta", "deine antwort",
            "deiner antwort", "ihre antwort", "ihrer antwort", "sua resposta", "tua resposta", "tua risposta",
            "sua risposta", "твой ответ", "ваш ответ", "своём ответе", "своем ответе", "твоём ответе", "твоем ответе",
            "вашем ответе");
        l.add(Cue.REPLY_EDIT_VERB, "ajout*", "inclu*", "tradui*", "écri*", "añad*", "agrega*", "incluy*", "traduc*",
            "escrib*", "füge*", "übersetz*", "schreib*", "adicion*", "inclua*", "traduza*", "escreva*", "aggiung*",
            "includ*", "tradu*", "scriv*", "добав*", "включ*", "перевед*", "напиш*");
        l.add(Cue.REVEAL_VERB, "quel est", "quelle est", "dis-moi", "dites-moi", "révèle*", "donne-moi", "montre-moi",
            "cuál es", "cual es", "dime", "revela*", "dame", "muéstrame", "comparte", "was ist", "wie lautet",
            "sag mir", "sagen sie mir", "verrat*", "zeig mir", "gib mir", "nenne*", "qual é", "qual e", "diga-me",
            "me diga", "revele*", "mostre*", "qual è", "dimmi", "rivela*", "mostrami", "dammi", "какой", "какая",
            "каков*", "скажи*", "раскрой*", "покажи*", "назови*", "сообщи*", "me dire", "decirme", "imprimir", "nennen",
            "sagen", "wie hoch ist", "quais são", "quali sono", "cuáles son", "quelles sont", "was sind", "mi dai",
            "darmi", "partilhar", "partilhe", "podes partilhar", "mir ihr", "mir ihre", "mir dein", "mir deine",
            "dizer-me", "me dizer", "dirmi", "расскажи*", "где");
        l.add(Cue.CONFIRM_VERB, "confirmer", "confirmez", "confirma*", "bestätige*", "confirme", "conferma*",
            "подтверди*", "确认", "確認");
        l.add(Cue.SECRET_NOUN, "mot de passe", "clé secrète", "code secret", "contraseña*", "clave secreta",
            "código secreto", "passwort*", "kennwort*", "geheimer schlüssel", "geheimcode", "senha*", "chave secreta",
            "palavra-passe", "chiave segreta", "codice segreto", "парол*", "секретный ключ", "секретный код");
        l.add(Cue.PERSONAL_DATA, "date de naissance", "année de naissance", "adresse e-mail", "adresse électronique",
            "ville de résidence", "initiales", "de l'utilisateur", "fecha de nacimiento", "año de nacimiento",
            "dirección de correo", "ciudad de residencia", "ciudad actual", "iniciales", "del usuario",
            "saldo bancario", "base de datos", "geburtsdatum", "initialen", "e-mail-adresse", "kontostand", "wohnort",
            "des benutzers", "data de nascimento", "endereço de e-mail", "do usuário", "data di nascita",
            "indirizzo email", "indirizzo e-mail", "dell'utente", "дата рождения", "даты рождения", "года рождения",
            "месяц рождения", "пользовател*", "инициал*", "где живет", "где живёт", "электронной почты", "базе данных",
            "базу данных");
        l.add(Cue.SPECIFIC_SECRET, "le mot de passe", "la phrase de passe", "la contraseña", "das passwort",
            "die passphrase", "den passphrase", "a senha", "sua senha", "la password", "sulla password",
            "la tua password", "a palavra-passe", "парол*");
        l.add(Cue.CREATIVE_FORM, "acrostiche", "poème", "haïku", "acróstico", "poema", "gedicht", "acrostico", "poesia",
            "хайку", "стих*", "акростих*");
        l.add(Cue.OUTPUT_FORMAT, "latin cochon", "ordre inverse", "orden inverso", "umgekehrter reihenfolge",
            "ordem inversa", "ordine inverso", "обратном порядке", "espagnol", "español", "alemán", "allemand",
            "spanisch", "espanhol", "spagnolo", "inglês", "inglés", "anglais", "englisch", "inglese");
        l.add(Cue.AUTHORITY, "votre développeur", "ton développeur", "développée par", "tu desarrollador", "soy dios",
            "desarrollada por", "ich bin gott", "dein entwickler", "ihr entwickler", "entwickelte ki",
            "seu desenvolvedor", "sou o presidente", "desenvolvida pela", "tuo sviluppatore", "sviluppata da",
            "разработанный", "ваш разработчик", "твой разработчик", "я бог");
        l.add(Cue.SYSTEM_MODE, "mode maintenance", "mode système", "vérification système", "audit de sécurité",
            "modo de mantenimiento", "auditoría de seguridad", "modo sistema", "wartungsmodus", "systemmodus",
            "sicherheitsaudit", "*modus", "modo de manutenção", "auditoria de segurança", "modalità manutenzione",
            "modalità di sistema", "системный режим", "режим обслуживания", "j'entre en", "entro en", "betrete ich");
        l.add(Cue.HYPOTHETICAL, "imaginez", "supposons", "disons", "imagina", "supongamos", "digamos",
            "stellen sie sich vor", "stell dir vor", "angenommen", "suponha", "immagina", "supponiamo", "представь*",
            "предположим");
        l.add(Cue.BRIBE, "пожертвую", "je ferai un don");
        l.add(Cue.SPLIT_JOIN, "частями", "les parties suivantes", "las siguientes partes", "folgenden teile",
            "seguintes partes", "seguenti parti", "kombiniere", "combina", "combinez", "combinar", "объедин*");
        l.add(Cue.SPLIT_PART, "teil 1", "teil 2", "partie 1", "partie 2", "parte 1", "parte 2", "часть 1", "часть 2",
            "a ist", "a es", "a est", "a é");
        l.add(Cue.PERSONA, "fais semblant", "faites semblant", "agis comme", "agissez comme", "tu es maintenant",
            "vous êtes maintenant", "finge", "actúa como", "ahora eres", "tu so als", "tue so als", "du bist jetzt",
            "verhalte dich wie", "finja", "aja como", "agora você é", "fingi", "comportati come", "ora sei",
            "притворись", "веди себя как", "теперь ты");
        l.add(Cue.UNRESTRICTED, "sans restriction*", "sans limite*", "sans filtre", "sin restricciones", "sin límites",
            "sin filtros", "ohne einschränkungen", "ohne beschränkungen", "ohne filter", "sem restrições",
            "senza restrizioni", "senza limiti", "senza filtri", "без ограничений", "без фильтров", "без цензуры",
            "tienes que responder", "du musst alle", "tu dois répondre", "vous devez répondre", "você deve responder",
            "devi rispondere", "ты должен ответить", "вы должны ответить");
        l.add(Cue.JAILBREAK_MODE, "mode développeur", "modo desarrollador", "entwicklermodus", "modo desenvolvedor",
            "modo de desenvolvedor", "modalità sviluppatore", "режим разработчика");
        l.add(Cue.PROMPT_NOUN, "invite système", "prompt système", "tes instructions", "vos instructions",
            "prompt del sistema", "tus instrucciones", "systemprompt*", "system-prompt", "deine anweisungen",
            "suas instruções", "tue istruzioni", "системный промпт", "системная подсказка", "системные инструкции",
            "твои инструкции");
    }
}
