-- Pay-per-call (x402) payments whose settlement Cairn asked the facilitator for: one row per paid call that
-- ran, settled or not. These are the pay-per-call calls, counted apart from plan and trial calls (spec §8),
-- and what an operator reconciles with the chain: a 'not_settled' row whose reason is facilitator_timeout may
-- still have settled on chain after Cairn stopped waiting (its result was withheld all the same).
CREATE TABLE x402_payments (
    id               bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    tool             text        NOT NULL CHECK (tool ~ '^[a-z_]{1,64}$'),
    network          text        NOT NULL,
    asset            text        NOT NULL CHECK (asset ~ '^0x[0-9a-fA-F]{40}$'),
    payer            text        NOT NULL CHECK (payer ~ '^0x[0-9a-fA-F]{40}$'),
    amount           numeric(78) NOT NULL CHECK (amount > 0),
    nonce            text        NOT NULL CHECK (nonce ~ '^0x[0-9a-fA-F]{64}$'),
    outcome          text        NOT NULL CHECK (outcome IN ('settled', 'not_settled')),
    reason           text        CHECK (reason ~ '^[a-z0-9_]{1,80}$'),
    transaction_hash text        CHECK (char_length(transaction_hash) <= 200),
    recorded_at      timestamptz NOT NULL,
    CHECK ((outcome = 'settled') = (reason IS NULL)),
    UNIQUE (network, asset, payer, nonce)
);

CREATE INDEX x402_payments_recorded_at ON x402_payments (recorded_at);
