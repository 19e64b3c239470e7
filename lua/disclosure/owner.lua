-- The owner's operations on a disclosure budget: check (the current period's usage) or close.
-- KEYS[1] the budget record (hash); KEYS[2] the usage of its period_index; KEYS[3], KEYS[4] its events
-- operation: 'check' or 'close'; recipient, category: hex digests whose usage check shows, '' for none;
-- retention_ms: how long a closed budget stays readable
-- Returns not_found, checked, applied or already_closed, with the budget's fields and, as detail,
-- '<period_index> <used> <recipient used> <category used>' of the period now (of the one it was closed in,
-- once closed), which has nothing used yet when no record has rolled the budget over to it.
local A = args('now', 'account', 'operation', 'recipient', 'category', 'retention_ms')
local record, usage = KEYS[1], KEYS[2]
if not owned(record, A.account) then
  return refuse('not_found')
end
local outcome = 'checked'
if A.operation == 'close' then
  if redis.call('HGET', record, 'status') == 'closed' then
    outcome = 'already_closed'
  else
    redis.call('HSET', record, 'status', 'closed', 'closed_at', A.now)
    for _, key in ipairs(KEYS) do
      redis.call('PEXPIRE', key, A.retention_ms)
    end
    outcome = 'applied'
  end
end
local f = redis.call('HMGET', record, 'created_at', 'period_ms', 'period_index', 'used', 'closed_at')
local index = period_index(f[1], f[2], f[5] or A.now, f[3])
local counts = {'0', '0', '0'}
if index == tonumber(f[3]) then
  local stored = redis.call('HMGET', usage, 'r:' .. A.recipient, 'c:' .. A.category)
  counts = {f[4], stored[1] or '0', stored[2] or '0'}
end
return reply(record, outcome, table.concat({index, counts[1], counts[2], counts[3]}, ' '))
