-- Opens a reconciliation of one action against the digest its outcome should have, or finds the one the
-- owner's control_id already opened.
-- KEYS[1] the reconciliation record (hash)
-- Returns created, existing, conflict (other parameters) or not_found (not the owner's).
local A = args('now', 'account', 'params', 'action_fingerprint', 'expected_digest', 'retention_ms')
local record = KEYS[1]
local repeated = repeated_create(record, A.account, A.params)
if repeated then
  return repeated
end
redis.call('HSET', record, 'account', A.account, 'params', A.params, 'status', 'open',
  'action_fingerprint', A.action_fingerprint, 'expected_digest', A.expected_digest, 'observations', 0,
  'matches', 0, 'mismatches', 0, 'created_at', A.now, 'changed_at', A.now)
redis.call('PEXPIRE', record, A.retention_ms)
return reply(record, 'created')
