-- Accounts and their API keys. A key is stored only as the SHA-256 of its full text.
CREATE TABLE accounts (
    id         text        PRIMARY KEY,
    plan       text        NOT NULL CHECK (plan IN ('subscription')),
    created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE api_keys (
    key_hash   bytea       PRIMARY KEY CHECK (octet_length(key_hash) = 32),
    account_id text        NOT NULL REFERENCES accounts (id),
    created_at timestamptz NOT NULL DEFAULT now(),
    revoked_at timestamptz
);

CREATE INDEX api_keys_account ON api_keys (account_id);
