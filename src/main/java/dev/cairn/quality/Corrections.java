package dev.cairn.quality;

import static dev.cairn.api.AdminTasks.one;
import static dev.cairn.api.AdminTasks.task;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.cairn.api.AdminTasks.Refused;
import dev.cairn.api.Caller;
import dev.cairn.api.DigestFields;
import dev.cairn.api.Ids;
import dev.cairn.api.Json;
import dev.cairn.api.Outcome;
import dev.cairn.api.PostgresText;
import dev.cairn.api.ProblemException;
import dev.cairn.store.sql.QualityDao;
import dev.cairn.store.sql.QualityDao.CorrectionRow;
import io.dropwizard.core.setup.AdminEnvironment;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Set;

/**
 * request_quality_correction and its resolution by the operator: a correction or appeal is shown on its card as
 * pending and unverified until an admin task resolves it (upheld or rejected). Neither step touches evidence:
 * observations are never deleted or changed (spec §4.8).
 */
final class Corrections {
    static final Set<String> RESOLUTIONS = Set.of("upheld", "rejected");

    private final QualityDao store;
    private final Clock clock;

    Corrections(QualityDao store, Clock clock) {
        this.store = store;
        this.clock = clock;
    }

    QualityRecords.CorrectionFiled request(QualityRecords.RequestCorrection request, Caller caller) {
        if (store.findCard(request.cardId()).isEmpty()) {
            throw ProblemException.notFound("No quality card has this card_id: no evidence was recorded for it.");
        }
        String key = PostgresText.requireStorable(request.requestKey(), "request_key", "a correction request");
        CorrectionRow sent = new CorrectionRow(Ids.mint("qcr"), caller.accountId(), key, request.cardId(),
                request.requestKind(), request.reasonCode(), DigestFields.normalize(request.correctionDigest()),
                Instant.ofEpochMilli(clock.millis()), null, null);
        if (store.insertCorrection(sent) == 1) {
            return filed(Outcome.of("applied"), sent, "Request filed. The card shows it as pending and unverified"
                    + " until the operator resolves it; it erases no evidence.");
        }
        CorrectionRow stored = store.findCorrection(caller.accountId(), key).orElseThrow();
        String differing = !stored.cardId().equals(sent.cardId()) ? "card_id"
                : !stored.requestKind().equals(sent.requestKind()) ? "request_kind"
                : !stored.reasonCode().equals(sent.reasonCode()) ? "reason_code"
                : !stored.correctionDigest().equals(sent.correctionDigest()) ? "correction_digest" : null;
        if (differing != null) {
            throw ProblemException.unprocessable("correction_conflict",
                    "This request_key already files another " + differing + "; a request cannot change.",
                    "/" + differing);
        }
        return filed(new Outcome(false, "already_requested"), stored,
                "This request_key already holds this request: the stored one, in its current state.");
    }

    private static QualityRecords.CorrectionFiled filed(Outcome outcome, CorrectionRow row, String notice) {
        return new QualityRecords.CorrectionFiled(Outcome.BRAND, outcome, row.cardId(), CardReader.correction(row),
                notice);
    }

    /**
     * {@code list-quality-corrections}: the pending requests, one JSON object per line, oldest first;
     * {@code resolve-quality-correction?correction_id=&resolution=upheld|rejected} records the resolution.
     */
    void registerTasks(AdminEnvironment admin) {
        admin.addTask(task("list-quality-corrections",
                parameters -> store.pendingCorrections().stream().map(Corrections::line).toList()));
        admin.addTask(task("resolve-quality-correction", parameters -> List.of(resolve(
                one(parameters, "correction_id", null), one(parameters, "resolution", null)))));
    }

    private static String line(CorrectionRow row) {
        ObjectNode line = Json.MAPPER.createObjectNode().put("card_id", row.cardId());
        line.setAll((ObjectNode) Json.MAPPER.valueToTree(CardReader.correction(row)));
        return line.toString();
    }

    String resolve(String correctionId, String resolution) {
        if (!RESOLUTIONS.contains(resolution)) {
            throw new Refused("resolution must be upheld or rejected");
        }
        CorrectionRow row = store.findCorrectionById(correctionId)
                .orElseThrow(() -> new Refused("no correction request has the id " + correctionId));
        if (store.resolveCorrection(correctionId, resolution, Instant.ofEpochMilli(clock.millis())) == 0) {
            throw new Refused(correctionId + " was already resolved: "
                    + store.findCorrectionById(correctionId).orElse(row).resolution());
        }
        return correctionId + " " + resolution + "; the observations of " + row.cardId() + " are unchanged";
    }
}
