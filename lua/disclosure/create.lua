-- Creates a disclosure budget, or finds the one the owner's control_id already created.
-- KEYS[1] the budget record (hash)
-- period_ms: the length of each period, counted in fixed windows from created_at; ttl_ms: how long an unused
-- budget is kept (every record extends it)
-- Returns created, existing, conflict (other parameters) or not_found (not the owner's); an existing budget's
-- usage is owner.lua's to read.
local A = args('now', 'account', 'params', 'total_units', 'per_recipient_limit', 'per_category_limit', 'period_ms',
  'ttl_ms')
local record = KEYS[1]
local repeated = repeated_create(record, A.account, A.params)
if repeated then
  return repeated
end
redis.call('HSET', record, 'account', A.account, 'params', A.params, 'status', 'open', 'created_at', A.now,
  'total_units', A.total_units, 'per_recipient_limit', A.per_recipient_limit,
  'per_category_limit', A.per_category_limit, 'period_ms', A.period_ms, 'period_index', 0, 'used', 0)
redis.call('PEXPIRE', record, A.ttl_ms)
-- the detail of owner.lua's replies: period 0, nothing used
return reply(record, 'created', '0 0 0 0')
