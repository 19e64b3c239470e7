-- Issues rights on a context under a policy, or finds the grant the owner's control_id already issued.
-- KEYS[1] the grant (hash)
-- rights: the granted rights, space-separated in their canonical order; ttl_ms: how long Redis keeps the grant
-- Returns created, existing, conflict (other parameters) or not_found (not the owner's).
local A = args('now', 'account', 'params', 'context_digest', 'policy_digest', 'rights', 'expires_at', 'ttl_ms')
local record = KEYS[1]
local repeated = repeated_create(record, A.account, A.params)
if repeated then
  return repeated
end
redis.call('HSET', record, 'account', A.account, 'params', A.params, 'status', 'active',
  'context_digest', A.context_digest, 'policy_digest', A.policy_digest, 'rights', A.rights,
  'issued_at', A.now, 'expires_at', A.expires_at, 'retained_until', tonumber(A.now) + tonumber(A.ttl_ms))
redis.call('PEXPIRE', record, A.ttl_ms)
return reply(record, 'created')
