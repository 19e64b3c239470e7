-- Quality evidence (spec §4.8, docs/quality.md). A card is a normalized target; observations are insert-only
-- structured facts (no prompt, response, credential, email or review); tallies are the running sums a card's
-- figures are computed from, one row per card, contributor and evidence class, so reading a card costs the
-- same at 100 observations and at 100,000. Corrections are filed against a card and resolved by the operator;
-- nothing here is ever deleted by a correction.

CREATE TABLE quality_cards (
    card_id            text        PRIMARY KEY CHECK (card_id ~ '^tmc_[0-9a-f]{40}$'),
    target_type        text        NOT NULL CHECK (target_type IN ('mcp_server', 'rest_api')),
    provider_domain    text        NOT NULL,
    canonical_endpoint text        NOT NULL,
    version            text        NOT NULL,
    task_category      text        NOT NULL,
    interface_digest   text        CHECK (interface_digest ~ '^sha256:[0-9a-f]{64}$'),
    region             text,
    created_at         timestamptz NOT NULL
);

CREATE INDEX quality_cards_listing ON quality_cards (task_category, target_type);

CREATE TABLE quality_observations (
    account_id          text        NOT NULL REFERENCES accounts (id),
    observation_key     text        NOT NULL CHECK (char_length(observation_key) BETWEEN 1 AND 160),
    card_id             text        NOT NULL REFERENCES quality_cards (card_id),
    evidence_class      text        NOT NULL CHECK (evidence_class IN ('E0', 'E1')),
    receipt_id          text,
    outcome_success     boolean     NOT NULL,
    reliability         boolean     NOT NULL,
    latency_ms          bigint      CHECK (latency_ms BETWEEN 0 AND 86400000),
    quoted_price_micros bigint      CHECK (quoted_price_micros BETWEEN 0 AND 1000000000000),
    final_price_micros  bigint      CHECK (final_price_micros BETWEEN 0 AND 1000000000000),
    observed_at         timestamptz NOT NULL,
    recorded_at         timestamptz NOT NULL,
    PRIMARY KEY (account_id, observation_key)
);

CREATE INDEX quality_observations_card ON quality_observations (card_id);

-- Histograms are "bucket:count" pairs in ascending bucket order, comma-separated (docs/quality.md, "Figures").
CREATE TABLE quality_tallies (
    card_id            text        NOT NULL REFERENCES quality_cards (card_id),
    account_id         text        NOT NULL REFERENCES accounts (id),
    evidence_class     text        NOT NULL CHECK (evidence_class IN ('E0', 'E1')),
    observations       bigint      NOT NULL CHECK (observations >= 0),
    successes          bigint      NOT NULL CHECK (successes BETWEEN 0 AND observations),
    reliable           bigint      NOT NULL CHECK (reliable BETWEEN 0 AND observations),
    latency            text        NOT NULL,
    quoted_price       text        NOT NULL,
    final_price        text        NOT NULL,
    latest_observed_at timestamptz NOT NULL,
    PRIMARY KEY (card_id, account_id, evidence_class)
);

CREATE TABLE quality_corrections (
    correction_id     text        PRIMARY KEY,
    account_id        text        NOT NULL REFERENCES accounts (id),
    request_key       text        NOT NULL CHECK (char_length(request_key) BETWEEN 1 AND 160),
    card_id           text        NOT NULL REFERENCES quality_cards (card_id),
    request_kind      text        NOT NULL CHECK (request_kind IN ('correction', 'appeal')),
    reason_code       text        NOT NULL CHECK (reason_code IN ('inaccurate_target', 'outdated_version',
                                      'methodology', 'evidence', 'error', 'other')),
    correction_digest text        NOT NULL CHECK (correction_digest ~ '^sha256:[0-9a-f]{64}$'),
    requested_at      timestamptz NOT NULL,
    resolution        text        CHECK (resolution IN ('upheld', 'rejected')),
    resolved_at       timestamptz,
    CHECK ((resolution IS NULL) = (resolved_at IS NULL)),
    UNIQUE (account_id, request_key)
);

CREATE INDEX quality_corrections_card ON quality_corrections (card_id, requested_at);
