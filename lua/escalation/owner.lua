-- The owner's operations on an escalation: check or cancel (while open or acknowledged).
-- KEYS[1] the escalation record (hash)
-- operation: 'check' or 'cancel'
-- Returns not_found, checked, applied, already_cancelled or already_resolved.
local A = args('now', 'account', 'operation')
local record = KEYS[1]
if not owned(record, A.account) then
  return refuse('not_found')
end
local status = redis.call('HGET', record, 'status')
if A.operation ~= 'cancel' then
  return reply(record, 'checked')
elseif status == 'cancelled' then
  return reply(record, 'already_cancelled')
elseif status == 'resolved' then
  return reply(record, 'already_resolved')
end
redis.call('HSET', record, 'status', 'cancelled', 'cancelled_at', A.now)
return reply(record, 'applied')
