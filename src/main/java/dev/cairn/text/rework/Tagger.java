package dev.cairn.text.rework;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import opennlp.tools.postag.POSModel;
import opennlp.tools.postag.POSTagFormat;
import opennlp.tools.postag.POSTaggerME;

/**
 * Apache OpenNLP's English part-of-speech tagger (the UD English-EWT perceptron model of
 * opennlp-models-pos-en 1.3.0), loaded once. Deep mode asks it which word class a word has when WordNet
 * allows several ("use" noun or verb); its UD tags NOUN, VERB, ADJ and ADV map to the four word classes, and
 * every other tag (PROPN among them) to none, so such a word stays.
 */
final class Tagger {
    private static final String MODEL = "/opennlp-en-ud-ewt-pos-1.3-2.5.4.bin";

    private final POSModel model;

    private Tagger(POSModel model) {
        this.model = model;
    }

    static Tagger load() {
        try (InputStream in = Tagger.class.getResourceAsStream(MODEL)) {
            if (in == null) {
                throw new IllegalStateException("OpenNLP model " + MODEL + " is missing (opennlp-models-pos-en)");
            }
            return new Tagger(new POSModel(in));
        } catch (IOException e) {
            throw new UncheckedIOException("OpenNLP model " + MODEL + " could not be read", e);
        }
    }

    /** A tagger for one call's sentences (OpenNLP's tagger keeps state, so it is not shared between calls). */
    SentenceTagger forOneCall() {
        POSTaggerME tagger = new POSTaggerME(model, POSTagFormat.UD);
        return sentence -> {
            List<Integer> positions = new ArrayList<>();
            List<String> words = new ArrayList<>();
            for (int i = 0; i < sentence.size(); i++) {
                Token token = sentence.get(i);
                if (token.kind() != Token.Kind.SPACE) {
                    positions.add(i);
                    words.add(token.kind() == Token.Kind.PROTECTED ? "X" : token.text());
                }
            }
            String[] tags = tagger.tag(words.toArray(String[]::new));
            WordClass[] classes = new WordClass[sentence.size()];
            for (int k = 0; k < tags.length; k++) {
                classes[positions.get(k)] = switch (tags[k]) {
                    case "NOUN" -> WordClass.NOUN;
                    case "VERB" -> WordClass.VERB;
                    case "ADJ" -> WordClass.ADJECTIVE;
                    case "ADV" -> WordClass.ADVERB;
                    default -> null;
                };
            }
            return i -> classes[i];
        };
    }

    /** Tags one sentence's tokens. */
    interface SentenceTagger {
        WordTags tag(List<Token> sentence);
    }
}
