package dev.cairn.bench;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * The 1,000,000-character corpora the secret benchmarks scan, built from this repository so anyone can
 * rebuild them: "code" is every Java source under src/main/java (keyword-dense: the rule classes name
 * hundreds of token prefixes), "prose" is the Markdown of README.md and docs/ outside code fences, "ascii"
 * is one plain English sentence without keywords (UnicodeBenchmark's ASCII prose). Each repeats until it
 * reaches the size. {@code main(dir)} writes them as code.txt, prose.txt and ascii.txt for the side-by-side
 * run with secretlint (bench/secrets-vs-secretlint.sh).
 */
public final class BenchCorpus {
    public static final int SIZE = 1_000_000;
    static final String ASCII = "The quarterly report is attached. Please review the figures in section 3,"
            + " compare them with last year's, and reply by Friday (10:00 at the latest) if anything looks off.\n";

    private BenchCorpus() {
    }

    public static String of(String kind) {
        try {
            return repeatToSize(switch (kind) {
                case "code" -> code();
                case "prose" -> prose();
                case "ascii" -> ASCII;
                default -> throw new IllegalArgumentException("corpus is code, prose or ascii: " + kind);
            });
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String code() throws IOException {
        StringBuilder sb = new StringBuilder();
        for (Path file : files(Path.of("src/main/java"), ".java")) {
            sb.append(Files.readString(file, StandardCharsets.UTF_8)).append('\n');
        }
        return sb.toString();
    }

    private static String prose() throws IOException {
        List<Path> sources = new ArrayList<>(List.of(Path.of("README.md")));
        sources.addAll(files(Path.of("docs"), ".md"));
        StringBuilder sb = new StringBuilder();
        for (Path file : sources) {
            boolean fenced = false;
            for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
                if (line.startsWith("```")) {
                    fenced = !fenced;
                } else if (!fenced) {
                    sb.append(line).append('\n');
                }
            }
        }
        return sb.toString();
    }

    private static List<Path> files(Path root, String suffix) throws IOException {
        try (Stream<Path> walk = Files.walk(root)) {
            return walk.filter(p -> p.toString().endsWith(suffix)).sorted().toList();
        }
    }

    private static String repeatToSize(String unit) {
        StringBuilder sb = new StringBuilder(SIZE + unit.length());
        while (sb.length() < SIZE) {
            sb.append(unit);
        }
        int end = Character.isHighSurrogate(sb.charAt(SIZE - 1)) ? SIZE - 1 : SIZE;
        return sb.substring(0, end);
    }

    public static void main(String[] args) throws IOException {
        Path dir = Path.of(args.length > 0 ? args[0] : "target/bench-corpus");
        Files.createDirectories(dir);
        for (String kind : List.of("code", "prose", "ascii")) {
            Files.writeString(dir.resolve(kind + ".txt"), of(kind), StandardCharsets.UTF_8);
        }
    }
}
