package dev.cairn.control.receipt;

import dev.cairn.testing.TestEngines;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.HexFormat;
import java.util.List;
import org.jdbi.v3.core.Jdbi;
import org.jdbi.v3.core.mapper.reflect.ConstructorMapper;

/**
 * An account's receipts as PostgreSQL holds them, and the check an operator runs on them: the chain recomputed
 * from the rows by the serialization docs/families.md documents, written here apart from {@link ReceiptChain}.
 */
final class StoredReceipts {
    static final Jdbi DATABASE = TestEngines.database();
    private static final String ZERO = "sha256:" + "0".repeat(64);
    private static final DateTimeFormatter MILLIS =
            DateTimeFormatter.ofPattern("uuuu-MM-dd'T'HH:mm:ss.SSS'Z'").withZone(ZoneOffset.UTC);

    public record Row(String accountId, String receiptId, long position, String actionFingerprint, String outcomeDigest,
               String outcomeStatus, Instant recordedAt, String previousHash, String chainHash) {
    }

    private StoredReceipts() {
    }

    static List<Row> of(String account) {
        return DATABASE.withHandle(handle -> handle.createQuery("SELECT * FROM receipts WHERE account_id = :account"
                + " ORDER BY position").bind("account", account).map(ConstructorMapper.of(Row.class)).list());
    }

    static int update(String sql, Object... positional) {
        return DATABASE.withHandle(handle -> {
            var update = handle.createUpdate(sql);
            for (int i = 0; i < positional.length; i++) {
                update.bind(i, positional[i]);
            }
            return update.execute();
        });
    }

    /**
     * The first position at which the chain read from {@code rows} does not hold: a missing position, a
     * previous_hash that is not the chain_hash before it, a chain_hash that is not its row's, or, for a chain
     * hash kept outside Cairn ({@code heldHash} of the receipt at {@code heldPosition}), a receipt that no longer
     * carries it. 0 when it all holds.
     */
    static long firstBreak(List<Row> rows, long heldPosition, String heldHash) {
        String previous = ZERO;
        long position = 1;
        for (Row row : rows) {
            if (row.position() != position || !row.previousHash().equals(previous)
                    || !row.chainHash().equals(recompute(row))) {
                return position;
            }
            if (position == heldPosition && !row.chainHash().equals(heldHash)) {
                return position;
            }
            previous = row.chainHash();
            position++;
        }
        return heldPosition >= position ? position : 0;
    }

    static String recompute(Row row) {
        StringBuilder text = new StringBuilder();
        for (String field : List.of("cairn-receipt-v1", String.valueOf(row.position()), row.previousHash(),
                row.accountId(), row.receiptId(), row.actionFingerprint(), row.outcomeDigest(), row.outcomeStatus(),
                MILLIS.format(row.recordedAt()))) {
            text.append(field.getBytes(StandardCharsets.UTF_8).length).append(':').append(field).append('\n');
        }
        try {
            return "sha256:" + HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256")
                    .digest(text.toString().getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
