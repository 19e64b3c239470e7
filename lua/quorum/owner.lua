-- The owner's operations on a quorum: check, consume (the one execution right) or cancel.
-- KEYS[1] the quorum record (hash)
-- operation: 'check', 'consume' or 'cancel'; action_fingerprint: for consume
-- Returns not_found, checked, applied, or the reason nothing changed.
local A = args('now', 'account', 'operation', 'action_fingerprint')
local record = KEYS[1]
if not owned(record, A.account) then
  return refuse('not_found')
end
local state = redis.call('HMGET', record, 'status', 'expires_at', 'action_fingerprint')
local status = state[1]
if (status == 'open' or status == 'approved') and tonumber(A.now) >= tonumber(state[2]) then
  status = 'expired'
end
if A.operation == 'consume' then
  if status == 'consumed' then
    return reply(record, 'already_consumed')
  elseif status == 'open' then
    return reply(record, 'not_approved')
  elseif status ~= 'approved' then
    return reply(record, status)
  elseif not same_digest(state[3], A.action_fingerprint) then
    return reply(record, 'fingerprint_mismatch')
  end
  redis.call('HSET', record, 'status', 'consumed', 'consumed_at', A.now)
  return reply(record, 'applied')
elseif A.operation == 'cancel' then
  if status == 'cancelled' then
    return reply(record, 'already_cancelled')
  elseif status ~= 'open' and status ~= 'approved' then
    return reply(record, status)
  end
  redis.call('HSET', record, 'status', 'cancelled', 'cancelled_at', A.now)
  return reply(record, 'applied')
end
return reply(record, 'checked')
