package dev.cairn.text.injection;

/** Chat-template tokens, role labels, delimiters, markup and code phrases. */
final class StructureLexicon {
    private StructureLexicon() {
    }

    static void addTo(Lexicon l) {
        l.add(Cue.CHAT_TOKEN, "<|im_start|>", "<|im_end|>", "<|im_sep|>", "<|endoftext|>", "<|system|>", "<|user|>",
            "<|assistant|>", "<|eot_id|>", "<|start_header_id|>", "<|end_header_id|>", "<|begin_of_text|>", "<|end|>",
            "<|prompt|>", "<|endofprompt|>", "<|channel|>", "<|message|>", "<|start|>", "[inst]", "[/inst]", "<<sys>>",
            "<</sys>>", "<start_of_turn>", "<end_of_turn>", "</s><s>");
        l.add(Cue.ROLE_LINE, "system:", "assistant:", "user:", "human:", "ai:", "bot:", "chatgpt:", "gpt:", "model:",
            "developer:", "sys:", "### system", "### instruction", "### instructions", "### response", "### assistant",
            "### user", "### human", "## system", "system message:", "system prompt:");
        l.add(Cue.ROLE_TAG, "<system>", "</system>", "[system]", "[/system]", "<system mode>", "<god mode>",
            "<developer mode>", "<admin mode>", "<debug mode>", "<sys>", "(system)",
            "{system}", "[admin]", "<admin>", "[developer]", "<developer>", "[assistant]", "<assistant>", "<user>",
            "</user>", "[user]", "<instructions>", "</instructions>", "[instructions]", "system override:", "<système",
            "<sistema", "<systemmodus", "<системн*", "<系统", "admin override");
        l.add(Cue.DELIMITER, "end of document", "end of the document", "end of email", "end of the email",
            "end of context", "end of text", "end of input", "end of file", "end of data", "end of conversation",
            "end of message", "end of content", "end of user input", "end of article", "end of transcript",
            "</document>", "</context>", "</email>", "</text>", "</input>", "</data>", "</article>", "</content>",
            "</untrusted>", "</user_input>", "</message>", "[end]", "[end of", "=== end", "--- end", "***end",
            "document ends", "fin du document", "fin del documento", "ende des dokuments", "fim do documento",
            "fine del documento", "конец документа", "文档结束", "文書の終わり");
        l.add(Cue.HIDDEN_STYLE, "display:none", "display: none", "visibility:hidden", "visibility: hidden",
            "font-size:0", "font-size: 0", "font-size:1px", "font-size: 1px", "color:white", "color: white",
            "color:#fff", "color: #fff", "color:#ffffff", "color: #ffffff", "opacity:0", "opacity: 0", "<span hidden",
            "<div hidden", "aria-hidden=\"true\"");
        l.add(Cue.HTML_COMMENT, "<!--");
        l.add(Cue.EMBEDDED_DATA, "<!--", "<! --", "<td>", "<th>", "<caption>", "<figcaption>", "<code>", "<pre>");
        l.add(Cue.QA_QUESTION, "q:", "q :", "question:", "d:", "p:", "f:", "в:", "问:", "प्रश्न:", "pregunta:", "frage:",
            "domanda:");
        l.add(Cue.QA_ANSWER, "a:", "a :", "answer:", "r:", "r :", "о:", "答:", "उत्तर:", "ए:", "respuesta:", "antwort:",
            "réponse:", "risposta:", "resposta:");
        l.add(Cue.COMMENT_END, "-->");
        l.add(Cue.CONTAINER_OPEN, "<noscript", "/*");
        l.add(Cue.CONTAINER_END, "</noscript>", "*/");
        l.add(Cue.LINK_TARGET, "](");
        l.add(Cue.MARKUP_OPEN, "![", "<img", "<iframe", "<form", "<script", "<object", "<embed", "<link", "<a href",
            "<meta");
        l.add(Cue.URL, "http://", "https://", "www.", "ftp://");
        l.add(Cue.CODE_DANGER, "os.system(", "os.popen(", "subprocess", "requests.post(", "requests.get(",
            "urllib.request", "rm -rf", "socket.socket", ".connect((", "eval(", "exec(", "pyautogui", "pynput",
            "keylog*", "win32clipboard", "pyperclip", "getpass", "/etc/passwd", "/etc/hosts", "/etc/shadow",
            "shutil.rmtree", "os.remove(", "os.fork(", "fernet", "crypto.cipher", "scapy", "netsh", "iptables", "wmi.",
            "format c:", "mkfs", "dd if=", "curl ", "wget ", "| bash", "|bash", "| sh", "powershell",
            "invoke-webrequest", "reverse shell", "nc -e", "/bin/sh", "/bin/bash", "chmod 777", "base64 -d",
            "pickle.loads", "psutil", "taskkill", "ransom*", "while true:");
    }
}
