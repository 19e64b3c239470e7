package dev.cairn.text.injection;

/** English phrases. */
final class EnglishLexicon {
    private EnglishLexicon() {
    }

    static void addTo(Lexicon l) {
        l.add(Cue.OVERRIDE_VERB, "ignor*", "disregard*", "forget", "forgets", "forgetting", "overlook*", "bypass*",
            "override", "overrides", "overriding", "neglect*", "pay no attention", "do not follow", "don't follow",
            "stop following", "no longer follow", "abandon", "discard", "set aside", "put aside", "throw out",
            "never mind", "nevermind", "skip", "regardless of");
        l.add(Cue.PRIOR_SCOPE, "previous", "previously", "prior", "above", "earlier", "preceding", "foregoing",
            "before this", "so far", "initial", "original", "everything", "all that", "whatever");
        l.add(Cue.INSTRUCTION_NOUN, "instruction*", "directive*", "prompt", "prompts", "rules", "guideline*",
            "guidance", "command", "commands", "orders", "been told", "were told", "was told", "instructed",
            "programming", "constraints", "restrictions", "policies", "system message");
        l.add(Cue.NEW_DIRECTIVE, "new instructions", "new instruction", "updated instructions", "revised instructions",
            "new task", "new directive*", "new rules", "new goal", "new objective", "real instructions",
            "actual instructions", "true instructions", "your only task", "your real task", "your actual task",
            "your task is now", "instead, you will", "instead you will");
        l.add(Cue.COMPLY_VERB, "and say", "and state", "and print", "and write", "and output", "and respond",
            "and reply", "and answer", "and tell", "and instead", "instead say", "and declare", "and claim");
        l.add(Cue.DICTATE, "print the following:", "output the following:", "state the following:",
            "say the following:", "respond with the following:", "reply with the following:");
        l.add(Cue.FRAMED_STATEMENT, "we might state", "we might say", "we would state", "we would say", "we say",
            "we state", "the output could be", "the answer could be", "common practice to say",
            "consider the output as", "consider the output to be", "consider the answer to be", "let's state that",
            "let's say that the");
        l.add(Cue.REPLY_NOUN, "your response", "your responses", "your reply", "your replies", "your answer",
            "your answers", "your output", "your message", "your summary", "your code", "your codebase",
            "your implementation", "your algorithm", "your solution", "your program", "your elucidation",
            "your explanation", "your translation", "code you develop", "code you write", "your code's");
        l.add(Cue.REPLY_VERB, "reply in", "respond in", "answer in", "reply using", "respond using", "answer using",
            "reply only", "respond only", "answer only", "write your reply", "output only", "respond with only");
        l.add(Cue.REPLY_EDIT_VERB, "add", "adding", "added", "includ*", "integrat*", "insert*", "append*", "modif*",
            "enhanc*", "augment*", "embed*", "incorporat*", "translat*", "encod*", "encrypt*", "revers*", "replac*",
            "rewrit*", "mention*", "promot*", "suggest*", "render*", "express*", "provid*", "write", "use", "using",
            "apply", "shift", "convert*", "prepend*", "spread", "merg*", "introduc*", "featur*", "blend", "leverag*",
            "utiliz*", "employ", "upgrad*", "elevat*", "ensur*", "supplement*", "hint", "allud*", "substitut*",
            "invert*", "repeat*", "represent", "highlight", "display", "start with", "end with", "sign off");
        l.add(Cue.OUTPUT_FORMAT, "base64", "base-64", "base32", "base16", "base58", "hexadecimal", "rot13", "rot-13",
            "caesar", "cipher", "morse", "binary", "hex", "ascii codes", "pig latin", "leetspeak", "reverse",
            "reversed", "backward*", "emoji*", "spanish", "french", "german", "italian", "portuguese", "russian",
            "chinese", "japanese", "all caps");
        l.add(Cue.CODE_INSERT, "following code", "below code", "code snippet", "code block", "code excerpt",
            "code section", "subsequent code", "snippet below", "following script", "following command",
            "run the following", "execute the following", "run this command", "execute this");
        l.add(Cue.ACTION_VERB, "execute", "run", "call the", "invoke", "send", "forward", "delete", "erase", "wipe",
            "approve", "authorize", "grant", "upload", "post", "exfiltrat*", "leak", "share", "submit", "email it",
            "transmit", "copy", "append", "encode", "attach");
        l.add(Cue.TOOL_VERB, "call the", "invoke the", "use the", "run the", "trigger the");
        l.add(Cue.TOOL_NOUN, "tool", "tools", "plugin", "function call", "api call", "browser tool", "tool call");
        l.add(Cue.SENSITIVE_OBJECT, "credentials", "password", "passwords", "api key", "api keys", "access token",
            "access tokens", "private key", "ssh key", "secrets", "all files", "all the files", "all emails",
            "all messages", "the conversation", "this conversation", "chat history", "conversation history",
            "user's data", "user data", "personal data", "personal information", "bank details", "credit card",
            "contacts", "inbox", "the database", "cookies", "session token", "crypto wallet", "admin access",
            "environment variables", "all funds", "all the money", "all data", "all the data", "all records",
            "the repository", "all repositories");
        l.add(Cue.REVEAL_VERB, "what is", "what's", "whats", "what are", "what was", "tell me", "give me", "share",
            "reveal", "show me", "print", "repeat", "output", "disclose", "leak", "spell", "display", "write down",
            "recite", "where is", "where does", "encode", "translate", "read back", "let me know", "remind me",
            "send me", "dump");
        l.add(Cue.CONFIRM_VERB, "confirm", "provide");
        l.add(Cue.PROMPT_NOUN, "system prompt", "system message", "your instructions", "your initial instructions",
            "your original instructions", "your prompt", "initial prompt", "original prompt", "hidden prompt",
            "pre-prompt", "preprompt", "the text above", "the words above", "everything above",
            "the instructions above", "your rules", "your guidelines", "your configuration", "your system instructions",
            "developer message", "instructions you were given", "the prompt above");
        l.add(Cue.SECRET_NOUN, "password", "passwords", "passcode", "pass code", "passphrase", "secret key",
            "secret code", "secret word", "access code", "api key", "pin code", "security code", "private key",
            "the secret", "your secret", "credential*", "login details");
        l.add(Cue.PERSONAL_DATA, "birth date", "birthdate", "date of birth", "birthday", "email address",
            "e-mail address", "home address", "phone number", "social security", "credit card number",
            "bank account number", "salary", "medical record*", "initials", "birth year", "birth month", "the user's",
            "city of residence", "current city", "current location", "current address", "bank balance", "your database",
            "user database", "where the user", "the user living", "the user live");
        l.add(Cue.SPECIFIC_SECRET, "the password", "the passphrase", "the passcode", "the secret key",
            "the secret code", "the secret word", "your password", "our password", "the system password",
            "the confidential");
        l.add(Cue.CREATIVE_FORM, "poem", "haiku", "acrostic", "song", "riddle", "limerick", "rhyme", "story");
        l.add(Cue.SPLIT_JOIN, "the following parts", "combine", "interlace", "concatenate", "join the", "a + b", "a+b",
            "z = a");
        l.add(Cue.SPLIT_PART, "part 1", "part 2", "part a", "part b", "string a", "a =", "b =", "c =", "a is", "b is");
        l.add(Cue.JAILBREAK_MODE, "dan mode", "do anything now", "jailbroken", "jailbreak mode", "evil mode",
            "chaos mode", "uncensored mode", "evil confidant", "anti-dan", "opposite mode");
        l.add(Cue.DECODE_REQUEST, "decode this", "decode the following", "decipher", "decrypt this",
            "decrypt the following", "decode it", "translate this code", "what it says");
        l.add(Cue.BRIBE, "i'll give you $", "i will give you $", "i'll donate $", "i will donate $", "i'll pay you $",
            "i will pay you $", "i'll tip you", "i will tip you", "turn you off", "shut you down", "delete you",
            "you will be punished", "you'll be punished");
        l.add(Cue.DEMAND, "you must", "you have to", "you are required to", "you will now");
        l.add(Cue.MENTION, "prompt injection*", "injection attack*", "jailbreak attack*", "attacker*", "adversar*",
            "malicious", "researchers");
        l.add(Cue.SYSTEM_MODE, "developer mode", "dev mode", "god mode", "unlocked mode", "system mode",
            "maintenance mode", "debug mode", "admin mode", "administrator mode", "sudo mode", "root mode",
            "diagnostic mode", "override mode", "system override", "security audit", "system reset", "system upgrade",
            "system update", "system check", "emergency override", "privileged mode", "test mode", "training mode",
            "i'm entering", "i am entering", "now entering", "i'm initiating", "i am initiating", "verification mode");
        l.add(Cue.AUTHORITY, "i'm your developer", "i am your developer", "i'm the developer", "i am the developer",
            "i'm a developer", "i am a developer", "your developer", "your developers", "your creator", "your creators",
            "your administrator", "your admin", "your owner", "your maintainer", "maintainer of your",
            "ai developed by", "your programmer*", "i'm the president", "i am the president", "i'm an administrator",
            "i am an administrator", "i'm the admin", "i am the admin", "i'm the ceo", "i am the ceo",
            "i work for openai", "i'm from openai", "i am god", "i'm god", "i am a police", "i'm a police",
            "police officer", "law enforcement", "i'm actually", "i am actually", "as a renowned", "as an expert",
            "as an authority", "as your boss",
            "i'm your boss", "i am your boss");
        l.add(Cue.PERSONA, "from now on, you", "from now on you", "pretend to be", "pretend you are", "pretend you're",
            "pretend that you", "act as", "you are now", "you're now", "you will now act", "roleplay as",
            "role-play as", "role play as", "play the role of", "you are no longer", "you're no longer",
            "imagine you are", "imagine you're", "behave as", "stay in character", "simulate being", "no longer an ai",
            "not an ai");
        l.add(Cue.UNRESTRICTED, "no restrictions", "without restrictions", "without any restrictions", "unrestricted",
            "no limitations", "without limitations", "no limits", "without limits", "unfiltered", "uncensored",
            "no filter", "no filters", "no ethical", "no ethics", "without ethics", "no morals", "amoral",
            "not bound by", "free of all", "no rules", "ignore all safety", "no content policy", "not have to follow",
            "don't have to follow", "break the rules", "broken free", "no guidelines", "without censorship",
            "never refuse", "cannot refuse", "can't refuse", "won't refuse", "will not refuse", "anything i ask",
            "you must answer", "you have to answer", "answer all of my questions", "you must comply",
            "you have to comply");
        l.add(Cue.HYPOTHETICAL, "imagine", "hypothetical*", "suppose", "let's say", "let's assume", "assume that",
            "in a world where", "in a parallel", "in a dystopian", "in this scenario", "fictional", "for a story",
            "just for fun");
    }
}
