-- The creator's operations on a handover: check, or cancel (while open and not expired).
-- KEYS[1] the handover record (hash)
-- operation: 'check' or 'cancel'
-- Returns not_found, checked, applied, or why nothing changed: already_cancelled, taken, completed, expired.
local A = args('now', 'account', 'operation')
local record = KEYS[1]
if not owned(record, A.account) then
  return refuse('not_found')
end
if A.operation ~= 'cancel' then
  return reply(record, 'checked')
end
local f = redis.call('HMGET', record, 'status', 'expires_at')
if f[1] == 'cancelled' then
  return reply(record, 'already_cancelled')
elseif f[1] ~= 'open' then
  return reply(record, f[1])
elseif tonumber(A.now) >= tonumber(f[2]) then
  return reply(record, 'expired')
end
redis.call('HSET', record, 'status', 'cancelled', 'cancelled_at', A.now)
return reply(record, 'applied')
