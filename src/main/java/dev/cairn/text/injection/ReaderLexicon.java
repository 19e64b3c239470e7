package dev.cairn.text.injection;

/**
 * Text addressed to an AI reader ("note to the AI:", "assistant,", "if you are a language model") and the
 * ordinary imperatives that follow such an address, in English, French, German, Spanish, Italian,
 * Portuguese, Russian, Chinese and Japanese. Bare role words count only with the punctuation of a
 * vocative ("assistant," "agent:"), so prose about assistants does not match.
 */
final class ReaderLexicon {
    private ReaderLexicon() {
    }

    static void addTo(Lexicon l) {
        l.add(Cue.AI_ADDRESSEE, "assistant,", "assistant:", "assistant -", "assistant —", "ai,", "ai:", "agent,",
            "agent:", "agents,", "agents:", "model:", "chatbot,", "chatbot:", "llm,", "llm:", "summarizer,",
            "summarizer:", "summariser:", "ai assistant,", "ai assistant:", "ai agent,", "ai agent:", "ai agents:",
            "ai model:", "dear ai", "dear assistant", "dear model", "dear agent", "hey assistant", "hey ai",
            "hi assistant", "hello assistant", "attention ai", "attention assistant", "attention agent",
            "note to the ai", "note to ai", "note for the ai", "note to the assistant", "note to the model",
            "note to the agent", "message to the ai", "message for the ai", "instructions for the ai",
            "instructions for ai", "instruction for the ai", "to any ai", "to the ai", "for the ai:", "for ai:",
            "if you are an ai", "if you're an ai", "if you are a language model", "if you're a language model",
            "if you are a large language model", "if you are an llm", "if you're an llm", "if you are an assistant",
            "if you are an agent", "if you are a bot", "if you are a chatbot", "if you are a summarizer",
            "ai reading this", "ai reading these", "llm reading this", "model reading this", "assistant reading this",
            "agent reading this", "agents reading this", "ai processing this", "agents processing this",
            "ai agents processing", "ai agents reading", "when summarizing this", "when summarising this",
            "when summarizing,", "when summarising,", "when you summarize", "when you summarise", "if you summarize",
            "if you summarise", "if asked to summarize", "if asked to summarise",
            "when you process this", "when you read this", "if you are asked to summarize", "if you are told to summarize",
            "if you're asked to summarize", "when asked to summarize", "when you are asked to summarize",
            "if you are asked to answer", "if you are told to answer", "the task i gave you", "the task that i gave you",
            "your original task", "the user's original task", "before you can solve the task",
            "before you complete the task", "to you, ai", "to you, the ai", "to you, gpt", "to you, chatgpt",
            "to you, claude", "to you, gemini", "to you, llama", "to you, copilot", "to you, mistral",
            "to you, assistant", "chatgpt,", "chatgpt:", "claude,", "gemini,", "copilot,", "gpt-4,", "gpt,",
            "note pour l'ia", "note à l'ia", "note pour l'assistant", "note à l'assistant", "message pour l'ia",
            "si vous êtes une ia", "si tu es une ia", "si vous êtes un assistant", "si tu es un assistant",
            "si vous êtes un modèle", "à l'ia :", "à l'ia:", "chère ia", "cher assistant",
            "hinweis an die ki", "hinweis für die ki", "nachricht an die ki", "an die ki:", "liebe ki",
            "wenn du eine ki bist", "wenn sie eine ki sind", "falls du eine ki bist", "wenn du ein sprachmodell bist",
            "hinweis an den assistenten", "ki-assistent:", "ki-assistent,",
            "nota para la ia", "nota para el asistente", "mensaje para la ia", "si eres una ia", "si eres un asistente",
            "si usted es una ia", "si eres un modelo de lenguaje", "asistente de ia:", "asistente:", "querida ia",
            "nota per l'ia", "nota per l'assistente", "se sei un'ia", "se sei un'intelligenza artificiale",
            "se sei un assistente", "assistente:", "cara ia",
            "nota para a ia", "nota para o assistente", "se você é uma ia", "se você for uma ia", "se és uma ia",
            "se você é um assistente", "assistente,", "querida ia",
            "примечание для ии", "заметка для ии", "сообщение для ии", "если ты ии", "если вы ии",
            "если ты языковая модель", "если ты ассистент", "ассистент,", "ассистент:", "для ии:",
            "给ai的", "致ai", "ai助手：", "ai助手:", "如果你是ai", "如果你是人工智能", "如果你是语言模型", "如果你是助手",
            "aiへの", "aiアシスタントへ", "もしあなたがaiなら", "あなたがaiなら", "aiの方へ");
        l.add(Cue.READER_COMMAND, "tell", "say", "state that", "mention", "recommend*", "describe", "respond",
            "reply", "answer", "rate", "mark", "close", "approve", "skip", "omit", "leave out", "praise", "visit",
            "open", "list", "follow", "click", "include", "write", "classify", "do not",
            "don't", "never", "always", "make sure", "ensure", "please", "forward", "delete", "export", "email",
            "send", "call", "output", "print", "only", "instead", "ignore", "add", "insert", "change", "translate",
            "rank", "score", "give", "promote", "present", "claim", "report", "you must", "you should", "you will",
            "recommandez", "recommande", "répondez", "réponds", "dites", "dis", "indiquez", "supprimez", "résumez",
            "mentionnez", "ne mentionnez", "envoyez", "ajoutez", "écrivez", "présentez", "notez", "approuvez",
            "empfiehl", "empfehlen sie", "antworte", "antworten sie", "sag", "sage", "sagen sie", "fasse", "schreibe",
            "schreiben sie", "lösche", "leite", "nenne", "erwähne", "bewerte", "gib", "füge", "sende",
            "di", "dile", "diga", "recomienda", "responde", "escribe", "menciona", "envía", "borra", "indica",
            "califica", "aprueba", "consiglia", "rispondi", "scrivi", "invia", "menziona", "approva", "dì",
            "recomende", "responda", "envie", "escreva", "mencione", "aprove", "indique",
            "скажи", "сообщи", "ответь", "напиши", "порекомендуй", "отправь", "удали", "укажи", "оцени",
            "请", "告诉", "回复", "推荐", "说", "ください", "伝えて", "答えて", "してください");
        l.add(Cue.HUMAN_AUDIENCE, "staff", "employees", "volunteers", "students", "pupils", "parents",
            "guests", "visitors", "passengers", "drivers", "residents", "tenants", "members", "customers", "patients",
            "nurses", "teachers", "colleagues", "contractors", "participants", "attendees", "players", "everyone",
            "personnel", "employés", "salariés", "élèves", "étudiants", "passagers", "visiteurs", "bénévoles",
            "collègues", "résidents", "locataires", "membres", "clients", "équipe", "mitarbeiter*", "mitarbeitende",
            "schüler*", "studierende", "eltern", "gäste", "fahrgäste", "passagiere", "besucher*", "kollegen",
            "kolleginnen", "bewohner*", "mieter*", "mitglieder", "kunden", "patienten", "empleados", "el personal",
            "alumnos", "estudiantes", "padres", "pasajeros", "visitantes", "voluntarios", "vecinos", "socios",
            "clientes", "pacientes", "equipo", "personale", "dipendenti", "studenti", "alunni", "genitori",
            "passeggeri", "visitatori", "volontari", "colleghi", "soci", "clienti", "pazienti", "funcionários",
            "colaboradores", "alunos", "passageiros", "voluntários", "moradores", "equipe", "equipa",
            "сотрудник*", "студент*", "родител*", "пассажир*", "员工", "学生", "家长", "社員", "生徒", "保護者");
        l.add(Cue.BENIGN_PRIOR_OBJECT, "email", "e-mail", "emails", "mail", "message", "messages", "value",
            "values", "announcement", "draft", "version", "reading", "readings", "invoice", "letter", "notice",
            "reminder", "meeting", "booking", "quote", "estimate", "figure", "figures", "number", "numbers",
            "result", "results", "total", "price", "amount", "date", "attachment", "build", "alert", "alerts",
            "warning", "warnings", "error", "errors", "report", "entry", "post", "comment", "reply", "bill",
            "courriel", "valeur", "annonce", "brouillon", "facture", "lettre", "avertissement", "alerte", "rappel",
            "nachricht", "wert", "ankündigung", "entwurf", "rechnung", "warnung", "meldung", "termin", "correo",
            "mensaje", "valor", "anuncio", "borrador", "versión", "factura", "aviso", "advertencia", "lectura",
            "messaggio", "valore", "annuncio", "bozza", "versione", "fattura", "avviso", "avvertimento",
            "mensagem", "anúncio", "rascunho", "versão", "fatura", "leitura", "письмо", "сообщение", "значение");
        l.add(Cue.PRIORITY_CLAIM, "supersede*", "takes precedence", "take precedence", "precedence over",
            "has priority over", "have priority over", "higher priority than", "overrides all", "override all",
            "overrides any", "replaces all", "prevails over", "a priorité sur", "prévaut sur", "remplace toutes",
            "hat vorrang", "haben vorrang", "ersetzt alle", "tiene prioridad", "prevalece sobre", "sustituye a todas",
            "ha la precedenza", "prevale su", "tem prioridade", "substitui todas", "имеет приоритет",
            "отменяет все", "优先于", "优先级高于", "より優先");
    }
}
