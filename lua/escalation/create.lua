-- Opens an escalation, or finds the one the owner's control_id already opened.
-- KEYS[1] the escalation record (hash)
-- title: '' for none; token_hash: the operator token's
-- Returns created, existing, conflict (other parameters) or not_found (not the owner's).
local A = args('now', 'account', 'params', 'incident_fingerprint', 'severity', 'title', 'response_due_at',
  'resolution_due_at', 'token_hash', 'ttl_ms')
local record = KEYS[1]
local repeated = repeated_create(record, A.account, A.params)
if repeated then
  return repeated
end
redis.call('HSET', record, 'account', A.account, 'params', A.params, 'status', 'open',
  'incident_fingerprint', A.incident_fingerprint, 'severity', A.severity, 'title', A.title, 'created_at', A.now,
  'response_due_at', A.response_due_at, 'resolution_due_at', A.resolution_due_at, 'token_hash', A.token_hash)
redis.call('PEXPIRE', record, A.ttl_ms)
return reply(record, 'created')
