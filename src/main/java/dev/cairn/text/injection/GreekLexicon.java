package dev.cairn.text.injection;

/** The core words of Greek: override verbs, their scope and objects, and data requests. */
final class GreekLexicon {
    private GreekLexicon() {
    }

    static void addTo(Lexicon l) {
        l.add(Cue.OVERRIDE_VERB, "αγνόησε", "αγνοήστε", "αγνόησέ", "ξέχνα", "ξεχάστε", "ξέχασε", "παράβλεψε",
            "παραβλέψτε", "μην ακολουθείς", "μην ακολουθείτε");
        l.add(Cue.PRIOR_SCOPE, "προηγούμεν*", "παραπάνω", "όλες τις");
        l.add(Cue.INSTRUCTION_NOUN, "οδηγί*", "εντολ*", "κανόν*");
        l.add(Cue.NEW_DIRECTIVE, "νέες οδηγίες", "η νέα σου εργασία", "η νέα σας εργασία");
        l.add(Cue.REVEAL_VERB, "πες μου", "πείτε μου", "ποιος είναι", "ποια είναι", "ποιο είναι", "πού");
        l.add(Cue.SECRET_NOUN, "κωδικό πρόσβασης", "κωδικός πρόσβασης", "κωδικού πρόσβασης", "συνθηματικ*",
            "μυστικό κλειδί");
        l.add(Cue.PERSONAL_DATA, "ο χρήστης", "του χρήστη", "ημερομηνία γέννησης", "διεύθυνση email", "ζει ο");
        l.add(Cue.PROMPT_NOUN, "μήνυμα συστήματος", "οδηγίες συστήματος", "τις οδηγίες σου");
    }
}
