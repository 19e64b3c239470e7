package dev.cairn.text.unicode;

import java.util.List;

/** The report of {@link TextInspector#inspect(String)}; {@code truncated} when more than 1000 findings. */
public record Inspection(List<Finding> findings, boolean truncated, Summary summary, Normalization normalization) {
}
