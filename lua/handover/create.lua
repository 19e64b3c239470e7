-- Creates a handover (a handoff or a task contract), or finds the one the creator's control_id already made.
-- Handovers store generic statuses (open, taken, completed, cancelled); each family's views name them.
-- KEYS[1] the handover record (hash)
-- terms_digest: the pinned terms ('' for a family without terms); token_hash: the bearer token's (the token
-- itself is shown once, by Java, and never stored)
-- Returns created, existing, conflict (other parameters) or not_found (not the creator's).
local A = args('now', 'account', 'params', 'task_fingerprint', 'terms_digest', 'expires_at', 'token_hash', 'ttl_ms')
local record = KEYS[1]
local repeated = repeated_create(record, A.account, A.params)
if repeated then
  return repeated
end
redis.call('HSET', record, 'account', A.account, 'params', A.params, 'status', 'open',
  'task_fingerprint', A.task_fingerprint, 'terms_digest', A.terms_digest, 'created_at', A.now,
  'expires_at', A.expires_at, 'token_hash', A.token_hash)
redis.call('PEXPIRE', record, A.ttl_ms)
return reply(record, 'created')
