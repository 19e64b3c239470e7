-- Issues a delegation, or finds the one the issuer's control_id already issued.
-- KEYS[1] the delegation record (hash)
-- token_hash: the bearer token's (the token itself is shown once, by Java, and never stored)
-- Returns created, existing, conflict (other parameters) or not_found (not the issuer's).
local A = args('now', 'account', 'params', 'action_fingerprint', 'max_uses', 'expires_at', 'token_hash', 'ttl_ms')
local record = KEYS[1]
local repeated = repeated_create(record, A.account, A.params)
if repeated then
  return repeated
end
redis.call('HSET', record, 'account', A.account, 'params', A.params, 'status', 'active',
  'action_fingerprint', A.action_fingerprint, 'max_uses', A.max_uses, 'uses', 0, 'created_at', A.now,
  'expires_at', A.expires_at, 'token_hash', A.token_hash)
redis.call('PEXPIRE', record, A.ttl_ms)
return reply(record, 'created')
