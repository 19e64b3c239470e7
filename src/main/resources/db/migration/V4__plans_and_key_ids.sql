-- Spec §5: founding-access and contributor plans beside subscriptions; an account the operator verified as a
-- quality contributor keeps its contribution writes whatever its plan. Each key gets a public id
-- (key_ and the first 12 hex digits of its SHA-256) that operators list, rotate and revoke it by.
ALTER TABLE accounts DROP CONSTRAINT accounts_plan_check;
ALTER TABLE accounts ADD CONSTRAINT accounts_plan_check CHECK (plan IN ('subscription', 'founding', 'contributor'));
ALTER TABLE accounts ADD COLUMN contributor boolean NOT NULL DEFAULT false;

ALTER TABLE api_keys ADD COLUMN key_id text;
UPDATE api_keys SET key_id = 'key_' || substr(encode(key_hash, 'hex'), 1, 12);
ALTER TABLE api_keys ALTER COLUMN key_id SET NOT NULL;
ALTER TABLE api_keys ADD CONSTRAINT api_keys_key_id_unique UNIQUE (key_id);
ALTER TABLE api_keys ADD COLUMN last_used_at timestamptz;
