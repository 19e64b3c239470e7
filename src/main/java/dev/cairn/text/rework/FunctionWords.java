package dev.cairn.text.rework;

import java.util.Set;

/**
 * English closed-class words: pronouns, determiners, prepositions, conjunctions, auxiliaries, modals and the
 * adverbs that work like them. WordNet lists some of them under an open class ("can" the container, "will"
 * the testament, "by" the adverb), so the lexicon never takes them for content words: they are never
 * replaced, and they count as English when the engine decides whether a sentence is English. The list ends
 * with a few very common words every synonym of which reads differently in technical text (use, data, file,
 * code, key, value, set, list...): they are kept too.
 */
final class FunctionWords {
    private static final Set<String> WORDS = Set.of(
            "a", "an", "the", "this", "that", "these", "those", "my", "your", "his", "her", "its", "our", "their",
            "i", "me", "you", "he", "him", "she", "it", "we", "us", "they", "them", "mine", "yours", "hers", "ours",
            "theirs", "myself", "yourself", "himself", "herself", "itself", "ourselves", "yourselves",
            "themselves", "who", "whom", "whose", "which", "what", "whatever", "whichever", "whoever", "where",
            "when", "why", "how", "there", "here", "some", "any", "no", "none", "all", "both", "each", "every",
            "either", "neither", "few", "fewer", "many", "much", "more", "most", "less", "least", "several",
            "other", "another", "such", "same", "own", "one", "ones", "two", "three", "first", "second", "last",
            "next", "later", "earlier", "sooner", "latter", "former", "about", "above", "across", "after", "against", "along", "among", "around", "as", "at",
            "before", "behind", "below", "beneath", "beside", "besides", "between", "beyond", "by", "despite",
            "down", "during", "except", "for", "from", "in", "inside", "into", "like", "near", "of", "off", "on",
            "onto", "out", "outside", "over", "past", "per", "since", "than", "through", "throughout", "till",
            "to", "toward", "towards", "under", "underneath", "until", "up", "upon", "via", "with", "within",
            "without", "and", "but", "or", "nor", "so", "yet", "because", "although", "though", "unless",
            "whereas", "while", "whether", "if", "once", "then", "else", "be", "am", "is", "are", "was", "were",
            "been", "being", "have", "has", "had", "having", "do", "does", "did", "done", "doing", "will", "would",
            "shall", "should", "can", "could", "may", "might", "must", "ought", "need", "dare", "not",
            "yes", "very", "too", "also", "just", "only", "even", "still", "already", "again", "ever", "never",
            "always", "often", "sometimes", "now", "today", "well", "quite", "rather", "almost", "enough",
            "however", "therefore", "thus", "hence", "instead", "otherwise", "perhaps", "maybe", "etc", "ok",
            "okay", "please", "thanks", "hello", "hi", "dear", "regards", "sincerely", "get", "got", "go", "goes", "went", "make", "made",
            "let", "lets", "say", "said", "way", "thing", "things", "something", "anything", "nothing",
            "everything", "someone", "anyone", "everyone", "nobody", "somebody", "anybody", "everybody",
            "new", "old", "good", "bad", "big", "small", "long", "short", "high", "low", "right", "left",
            "time", "times", "year", "years", "day", "days", "people", "person", "man", "woman", "use", "used",
            "using", "uses", "user", "users", "data", "file", "files", "code", "text", "key", "keys", "value",
            "values", "name", "names", "number", "numbers", "type", "types", "set", "sets", "list", "lists");

    private FunctionWords() {
    }

    static boolean contains(String lowerCase) {
        return WORDS.contains(lowerCase);
    }
}
