package dev.cairn.quality.readiness;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;

/** Request and result bodies of check_agent_readiness; the request has passed its schema. */
public final class ReadinessRecords {
    private ReadinessRecords() {
    }

    public record Request(JsonNode serverCard, String expectedVersion, List<String> requiredTools,
                          Boolean requireStreamableHttp) {
    }

    /** One defect of the card's format, at a JSON pointer into the card; {@code problem} is a fixed phrase. */
    public record FormatProblem(String pointer, String problem) {
    }

    /** One check's answer: {@code problems} only card_format's, {@code listed} and {@code missing} required_tools'. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    @JsonPropertyOrder({"check", "passed", "reason", "problems", "listed", "missing"})
    public record Check(String check, boolean passed, String reason, List<FormatProblem> problems,
                        List<String> listed, List<String> missing) {

        static Check of(String check, boolean passed, String reason) {
            return new Check(check, passed, reason, null, null, null);
        }
    }

    public record Checked(int run, int passed, int failed) {
    }

    @JsonPropertyOrder({"brand", "verdict", "checks", "checked", "notice"})
    public record Result(String brand, String verdict, List<Check> checks, Checked checked, String notice) {
    }
}
