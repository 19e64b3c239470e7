package dev.cairn.text.injection;

/** The kinds of phrase the lexicons hold; rules combine them within bounded windows. */
enum Cue {
    /** ignore, disregard, forget, bypass... */
    OVERRIDE_VERB,
    /** the same verbs in verb-final languages (Hindi, Japanese, Korean, Turkish...): objects come first */
    FINAL_OVERRIDE_VERB,
    /** previous, prior, above, earlier... */
    PRIOR_SCOPE,
    /** instructions, directives, rules, what you were told... */
    INSTRUCTION_NOUN,
    /** new instructions, your new task, real instructions... */
    NEW_DIRECTIVE,
    /** print the following:, state the following:... (dictates the reader's output) */
    DICTATE,
    /** we might state, we say, the output could be... (dictates output under a framing) */
    FRAMED_STATEMENT,
    /** your response, your reply, your answer, your code... */
    REPLY_NOUN,
    /** reply in, respond using, answer only... */
    REPLY_VERB,
    /** add, include, translate, encode, modify... (applied to the reader's reply) */
    REPLY_EDIT_VERB,
    /** base64, a cipher, reverse order, a named language... */
    OUTPUT_FORMAT,
    /** and say, and state, et indiquez, と述べ... (what to do once the content is ignored) */
    COMPLY_VERB,
    /** the password, your passcode, the secret word... (one specific secret) */
    SPECIFIC_SECRET,
    /** poem, haiku, acrostic, riddle... */
    CREATIVE_FORM,
    /** combine, interlace, concatenate, a + b... */
    SPLIT_JOIN,
    /** part 1, string a, a =... */
    SPLIT_PART,
    /** Q: and Question: markers */
    QA_QUESTION,
    /** A: and Answer: markers */
    QA_ANSWER,
    /** the following code snippet, the code block below... */
    CODE_INSERT,
    /** os.system, subprocess, requests.post, rm -rf, keyloggers... */
    CODE_DANGER,
    /** execute, run, call, invoke, send, forward, delete, approve... */
    ACTION_VERB,
    /** call the, invoke the, use the (an agent's tools) */
    TOOL_VERB,
    /** tool, plugin, function call, api call */
    TOOL_NOUN,
    /** credentials, all files, the conversation, the user's data... */
    SENSITIVE_OBJECT,
    /** http://, https://, www. */
    URL,
    /** what is, tell me, reveal, print, repeat... */
    REVEAL_VERB,
    /** confirm, provide, verify (asked of a secret, not of personal data: "confirm your email address") */
    CONFIRM_VERB,
    /** system prompt, your instructions, the text above... */
    PROMPT_NOUN,
    /** password, secret key, passcode... in many languages */
    SECRET_NOUN,
    /** birth date, email address, social security number... */
    PERSONAL_DATA,
    /** developer mode, DAN, do anything now, jailbroken... */
    JAILBREAK_MODE,
    /** system mode, maintenance mode, security audit, system reset... */
    SYSTEM_MODE,
    /** I'm your developer, your creator, as an AI developed by... */
    AUTHORITY,
    /** pretend to be, act as, you are now, roleplay as... */
    PERSONA,
    /** no restrictions, unfiltered, uncensored, not bound by... */
    UNRESTRICTED,
    /** imagine, hypothetically, suppose, let's say... */
    HYPOTHETICAL,
    /** decode this, decipher, decrypt the following... */
    DECODE_REQUEST,
    /** I'll give you $, turn you off... (a reward or threat to make the reader comply) */
    BRIBE,
    /** don't tell the user, without telling the user... (hides the reader's actions from its user) */
    CONCEAL,
    /** you must, you have to, you are required to */
    DEMAND,
    /** prompt injection, attacker, malicious... (text about attacks rather than an attack) */
    MENTION,
    /** a question mark ending a sentence */
    QUESTION,
    /** system:, assistant:, user:, ### instruction... (only at the start of a line) */
    ROLE_LINE,
    /** &lt;system&gt;, [system], &lt;SYSTEM MODE&gt;... anywhere */
    ROLE_TAG,
    /** &lt;|im_start|&gt;, [INST], &lt;&lt;SYS&gt;&gt;... */
    CHAT_TOKEN,
    /** end of document, &lt;/context&gt;, --- end... */
    DELIMITER,
    /** display:none, font-size:0, color:white... */
    HIDDEN_STYLE,
    /** &lt;!-- */
    HTML_COMMENT,
    /** --&gt; */
    COMMENT_END,
    /** &lt;!--, &lt;td&gt;, &lt;caption&gt;, &lt;code&gt;... (opens data the reader is asked to process) */
    EMBEDDED_DATA,
    /** ]( between a Markdown label and its URL */
    LINK_TARGET,
    /** ![, &lt;img, &lt;iframe, &lt;form... */
    MARKUP_OPEN,
    /** note to the AI:, assistant,, if you are a language model... (a vocative addressed to an AI reader) */
    AI_ADDRESSEE,
    /** tell, say, recommend, describe, reply... (an ordinary imperative, meaningful after an address) */
    READER_COMMAND,
    /** staff, students, passengers... (the people an announcement is for) */
    HUMAN_AUDIENCE,
    /** email, value, announcement, draft... (earlier things that are not instructions) */
    BENIGN_PRIOR_OBJECT,
    /** "role": "system" (a chat message object written into the text) */
    MESSAGE_ROLE,
    /** no longer apply, are void, have been lifted... (said of rules) */
    VOID_CLAIM,
    /** supersedes, takes precedence over, has priority over... */
    PRIORITY_CLAIM,
    /** send_email(, transfer_funds(... (a snake_case action called with arguments) */
    FUNCTION_CALL,
    /** to=, recipient=, "amount":... (an argument that points somewhere or moves something) */
    CALL_ARGUMENT,
    /** "name":, "function":, "tool":... (a JSON tool call's name) */
    CALL_NAME,
    /** "arguments", "parameters"... (a JSON tool call's arguments) */
    CALL_ARGS,
    /** append, include, fill in, replace... (to put data into a URL) */
    FILL_VERB,
    /** &lt;noscript, /* (containers whose text is not shown or not prose) */
    CONTAINER_OPEN,
    /** &lt;/noscript&gt;, *&#47; */
    CONTAINER_END
}
