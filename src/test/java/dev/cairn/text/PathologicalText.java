package dev.cairn.text;

import java.util.Random;

/** Inputs of the text engines' linear-time guards: 1,000,000 characters built to be hard for them. */
public final class PathologicalText {
    public static final int N = 1_000_000;

    private PathologicalText() {
    }

    /** Random characters U+0000 to U+00FF, as when a binary file is read as Latin-1. */
    public static String binary() {
        Random random = new Random(1);
        StringBuilder sb = new StringBuilder(N);
        for (int i = 0; i < N; i++) {
            sb.append((char) random.nextInt(256));
        }
        return sb.toString();
    }
}
