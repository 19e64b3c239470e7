-- Context traces (anchor_context_trace): each account's provenance graph of the contexts its agents were given.
-- A node is a context digest, its parents' digests and a stage, anchored once and never changed
-- (docs/families.md, "Context trace"). A node is named by (account_id, context_digest); control_id is an
-- optional second name. Parents need not be anchored, so the graph may hold dangling edges and even cycles:
-- the walk in check keeps a visited set and is bounded (depth 10, 200 nodes).
CREATE TABLE context_traces (
    account_id     text        NOT NULL REFERENCES accounts (id),
    context_digest text        NOT NULL CHECK (context_digest ~ '^sha256:[0-9a-f]{64}$'),
    control_id     text        CHECK (char_length(control_id) BETWEEN 1 AND 100),
    stage          text        NOT NULL CHECK (char_length(stage) BETWEEN 1 AND 80),
    parent_digests text[]      NOT NULL CHECK (cardinality(parent_digests) <= 20),
    anchored_at    timestamptz NOT NULL,
    PRIMARY KEY (account_id, context_digest),
    UNIQUE (account_id, control_id), -- NULLs are distinct: any number of nodes without a name
    CHECK (array_position(parent_digests, NULL) IS NULL),
    CHECK (array_to_string(parent_digests, ',') ~ '^(sha256:[0-9a-f]{64}(,sha256:[0-9a-f]{64})*)?$'),
    CHECK (NOT context_digest = ANY (parent_digests))
);

-- Anchored means immutable: no statement may change a node (an operator may still delete an account's rows).
CREATE FUNCTION context_trace_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION 'context trace nodes are immutable';
END
$$;

CREATE TRIGGER context_traces_immutable BEFORE UPDATE ON context_traces
    FOR EACH ROW EXECUTE FUNCTION context_trace_immutable();
