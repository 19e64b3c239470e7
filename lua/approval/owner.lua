-- The owner's operations on an approval request: check, or cancel while it is pending (the link can no
-- longer decide it).
-- KEYS[1] the record (hash)
-- operation: 'check' or 'cancel'
-- Returns not_found (no record of this account has the id), checked, applied, or why nothing changed:
-- already_decided, expired or cancelled.
local A = args('now', 'account', 'operation')
local record = KEYS[1]
upgrade_status(record)
if not owned(record, A.account) then
  return refuse('not_found')
end
if A.operation == 'cancel' then
  local state = redis.call('HMGET', record, 'status', 'expires_at')
  if state[1] == 'approved' or state[1] == 'rejected' then
    return reply(record, 'already_decided')
  elseif state[1] == 'cancelled' then
    return reply(record, 'cancelled')
  elseif tonumber(state[2]) <= tonumber(A.now) then
    return reply(record, 'expired')
  end
  redis.call('HSET', record, 'status', 'cancelled', 'cancelled_at', A.now)
  return reply(record, 'applied')
end
return reply(record, 'checked')
