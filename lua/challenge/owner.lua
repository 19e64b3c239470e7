-- The owner's operations on a challenge: check; consume, which takes the one execution right (only with the
-- bound fingerprint, after the veto deadline, before the execution deadline, and only once); or cancel, while
-- the challenge is pending or executable.
-- KEYS[1] the record (hash)
-- operation: 'check', 'consume' or 'cancel'; action_fingerprint: for consume
-- Returns not_found (no record of this account has the id), checked, applied, or why nothing changed:
-- consume: fingerprint_mismatch, already_consumed, vetoed, cancelled, veto_window_open or expired;
-- cancel: already_cancelled, vetoed, consumed or expired.
local A = args('now', 'account', 'operation', 'action_fingerprint')
local record = KEYS[1]
upgrade_status(record)
if not owned(record, A.account) then
  return refuse('not_found')
end
local now = tonumber(A.now)
local state = redis.call('HMGET', record, 'status', 'action_fingerprint', 'veto_deadline', 'execution_deadline')
local status = state[1]
if A.operation == 'consume' then
  if state[2] ~= A.action_fingerprint then
    return reply(record, 'fingerprint_mismatch')
  elseif status == 'consumed' then
    return reply(record, 'already_consumed')
  elseif status == 'vetoed' or status == 'cancelled' then
    return reply(record, status)
  elseif now < tonumber(state[3]) then
    return reply(record, 'veto_window_open')
  elseif now >= tonumber(state[4]) then
    return reply(record, 'expired')
  end
  redis.call('HSET', record, 'status', 'consumed', 'consumed_at', A.now)
  return reply(record, 'applied')
elseif A.operation == 'cancel' then
  if status == 'cancelled' then
    return reply(record, 'already_cancelled')
  elseif status == 'vetoed' or status == 'consumed' then
    return reply(record, status)
  elseif now >= tonumber(state[4]) then
    return reply(record, 'expired')
  end
  redis.call('HSET', record, 'status', 'cancelled', 'cancelled_at', A.now)
  return reply(record, 'applied')
end
return reply(record, 'checked')
