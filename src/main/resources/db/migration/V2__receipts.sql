-- Action receipts (record_action_receipt): insert-only records of digests, never payloads. Each account's
-- receipts form one hash chain (docs/families.md, "Receipt"): a receipt's chain_hash is SHA-256 over its
-- fields, its position and the chain_hash of the account's previous receipt (previous_hash).

-- Each account's chain head. Every record locks its account's row (SELECT ... FOR UPDATE) before it reads
-- the head and appends, so concurrent records of one account take positions one after another.
CREATE TABLE receipt_chains (
    account_id    text   PRIMARY KEY REFERENCES accounts (id),
    receipt_count bigint NOT NULL CHECK (receipt_count >= 0),
    head_hash     text   CHECK (head_hash ~ '^sha256:[0-9a-f]{64}$'),
    CHECK ((receipt_count = 0) = (head_hash IS NULL))
);

CREATE TABLE receipts (
    account_id         text        NOT NULL REFERENCES receipt_chains (account_id),
    receipt_id         text        NOT NULL CHECK (char_length(receipt_id) BETWEEN 1 AND 100),
    position           bigint      NOT NULL CHECK (position >= 1),
    action_fingerprint text        NOT NULL CHECK (action_fingerprint ~ '^sha256:[0-9a-f]{64}$'),
    outcome_digest     text        NOT NULL CHECK (outcome_digest ~ '^sha256:[0-9a-f]{64}$'),
    outcome_status     text        NOT NULL CHECK (outcome_status IN ('succeeded', 'failed', 'partial')),
    recorded_at        timestamptz NOT NULL,
    previous_hash      text        NOT NULL CHECK (previous_hash ~ '^sha256:[0-9a-f]{64}$'),
    chain_hash         text        NOT NULL CHECK (chain_hash ~ '^sha256:[0-9a-f]{64}$'),
    PRIMARY KEY (account_id, receipt_id),
    UNIQUE (account_id, position)
);
