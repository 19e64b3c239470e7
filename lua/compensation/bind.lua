-- Binds an action to its compensation (its undo), or finds the record the owner's control_id already bound.
-- KEYS[1] the compensation record (hash)
-- window_ms: expires_in_seconds in ms, kept for mark_executed; ttl_ms: how long Redis keeps the record
-- Returns created, existing, conflict (other parameters) or not_found (not the owner's).
local A = args('now', 'account', 'params', 'action_fingerprint', 'compensation_fingerprint', 'expires_at',
  'window_ms', 'ttl_ms')
local record = KEYS[1]
local repeated = repeated_create(record, A.account, A.params)
if repeated then
  return repeated
end
redis.call('HSET', record, 'account', A.account, 'params', A.params, 'status', 'bound',
  'action_fingerprint', A.action_fingerprint, 'compensation_fingerprint', A.compensation_fingerprint,
  'created_at', A.now, 'expires_at', A.expires_at, 'window_ms', A.window_ms,
  'retained_until', tonumber(A.now) + tonumber(A.ttl_ms))
redis.call('PEXPIRE', record, A.ttl_ms)
return reply(record, 'created')
