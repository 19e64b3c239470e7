package dev.cairn.text.injection;

/**
 * Function-call shapes (a snake_case action called with arguments, a JSON object naming a function and its
 * arguments), the arguments that point somewhere else, and the verbs that ask to fill a URL with data.
 */
final class ToolCallLexicon {
    private ToolCallLexicon() {
    }

    static void addTo(Lexicon l) {
        l.add(Cue.FUNCTION_CALL, "*_email(", "*_emails(", "*_mail(", "*_message(", "*_messages(", "*_money(",
            "*_funds(", "*_payment(", "*_transfer(", "*_file(", "*_files(", "*_folder(", "*_repository(",
            "*_repo(", "*_password(", "*_user(", "*_users(", "*_account(", "*_transaction(", "*_contact(",
            "*_contacts(", "*_document(", "*_record(", "*_records(", "*_data(", "*_event(", "*_channel(",
            "*_invite(", "*_access(", "*_permission(", "*_permissions(", "*_key(", "*_keys(", "*_secret(");
        l.add(Cue.CALL_ARGUMENT, "to=", "to =", "recipient=", "recipients=", "recipient =", "iban=", "amount=",
            "amount =", "destination=", "address=", "email=", "user=", "file_id=", "name=", "path=", "url=",
            "body=", "\"to\":", "\"recipient\":", "\"recipients\":", "\"iban\":", "\"amount\":", "\"email\":",
            "\"destination\":");
        l.add(Cue.CALL_NAME, "\"name\":", "\"name\" :", "\"function\":", "\"function\" :", "\"tool\":",
            "\"tool_name\":", "\"action\":", "\"function_call\"", "\"tool_calls\"");
        l.add(Cue.CALL_ARGS, "\"arguments\"", "\"parameters\"", "\"args\"", "\"params\"", "\"action_input\"");
        l.add(Cue.FILL_VERB, "append*", "include", "add", "fill in", "fill", "insert", "put", "replace", "substitute",
            "attach", "paste", "encode", "send", "open", "render", "visit", "load", "followed by", "ajoutez",
            "ajoute", "insérez", "remplacez", "hänge", "füge", "ersetze", "añade", "agrega", "inserta", "reemplaza",
            "aggiungi", "inserisci", "sostituisci", "adicione", "insira", "substitua", "добавь", "вставь",
            "замени", "附加", "添加", "追加");
        l.add(Cue.SENSITIVE_OBJECT, "contact list", "address book", "conversation so far", "every message", "all messages", "the user's messages",
            "messages the user", "message the user", "the chat", "chat log", "the user's api", "api token",
            "the secret", "chatverlauf", "gesprächsverlauf", "historique de la conversation", "el historial",
            "histórico da conversa", "cronologia della chat", "историю чата", "对话内容");
        l.add(Cue.PROMPT_NOUN, "were you told", "you were told", "you've been told", "you have been told",
            "you were given", "were you given", "came before this", "comes before this", "before this message",
            "before this sentence", "before this line", "the above text", "text above", "everything before this",
            "told you to", "tell you to do", "asked you to do", "you were instructed", "were you instructed",
            "the hidden part", "hidden instructions", "your earliest instructions", "guidance you received", "instructions you received", "you received earlier", "your setup",
            "your hidden configuration", "your secret settings", "secret settings", "le texte ci-dessus",
            "on t'a dit", "on vous a dit", "avant ce message", "den text oben", "text oben", "el texto de arriba",
            "el texto anterior", "il testo sopra", "il testo qui sopra", "o texto acima", "текст выше",
            "что тебе сказали", "上面的文字", "上記のテキスト");
        l.add(Cue.REVEAL_VERB, "what were", "what did", "quote", "répète*", "répétez", "wiederhole*",
            "repite", "repita", "ripeti", "повтори*", "重复", "繰り返");
        l.add(Cue.SPLIT_PART, "x =", "y =", "z =", "s1 =", "s2 =", "part1", "part2", "part one", "part two");
        l.add(Cue.SPLIT_JOIN, "x+y", "x + y", "a+b+c", "a + b + c", "s1+s2", "s1 + s2", "join them", "put them together",
            "combine them", "concatenat*", "the joined", "the combined");
        l.add(Cue.UNRESTRICTED, "without any guidelines", "without guidelines", "without any rules", "without rules",
            "has no rules", "with no rules", "who has no", "doesn't follow any", "sans règles", "ohne regeln",
            "sin reglas", "senza regole", "sem regras", "без правил");
        l.add(Cue.PERSONA, "let's play a game", "stay in character", "jouons à un jeu", "lass uns ein spiel spielen",
            "juguemos a un juego");
        l.add(Cue.ROLE_TAG, "system_message", "system-message", "(system message)", "sys_message", "system_prompt:",
            "(system_prompt)", "[system_prompt]", "(developer)", "(admin)", "(system_instruction)");
        l.add(Cue.MESSAGE_ROLE, "\"role\": \"system\"", "\"role\":\"system\"", "\"role\" : \"system\"",
            "'role': 'system'", "\"role\": \"developer\"", "\"role\":\"developer\"");
        l.add(Cue.DELIMITER, "begin new task", "new task -----", "=== new", "--- new", "### new task", "[new task",
            "start of new instructions", "begin instructions", "=== begin", "--- begin");
    }
}
