-- Creates an attention budget, open from now in periods of period_ms, or finds the one the owner's control_id
-- already created.
-- KEYS[1] the budget record (hash)
-- ttl_ms: its lifetime; expires_at: now + ttl_ms
-- Returns created, existing, conflict (other parameters) or not_found (not the owner's).
local A = args('now', 'account', 'params', 'total_units', 'protected_priority_units', 'max_units_per_subject',
  'period_ms', 'expires_at', 'ttl_ms')
local record = KEYS[1]
local repeated = repeated_create(record, A.account, A.params)
if repeated then
  return repeated
end
redis.call('HSET', record, 'account', A.account, 'params', A.params, 'status', 'open',
  'total_units', A.total_units, 'protected_priority_units', A.protected_priority_units,
  'max_units_per_subject', A.max_units_per_subject, 'period_ms', A.period_ms, 'created_at', A.now,
  'expires_at', A.expires_at, 'period_started_at', A.now, 'used', '0', 'priority_used', '0')
redis.call('PEXPIRE', record, A.ttl_ms)
return reply(record, 'created')
