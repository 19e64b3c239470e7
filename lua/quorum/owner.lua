-- The owner's operations on a quorum: check, consume (the one execution right) or cancel.
-- KEYS[1] the quorum record (hash)
-- ARGV[1] now_ms  ARGV[2] account  ARGV[3] 'check', 'consume' or 'cancel'  ARGV[4] action_fingerprint (consume)
-- Returns {outcome, '', field, value, ...}: not_found, checked, applied, or the reason nothing changed.
local record = KEYS[1]
local now = tonumber(ARGV[1])
local state = redis.call('HMGET', record, 'account', 'status', 'expires_at', 'action_fingerprint')
if state[1] ~= ARGV[2] then
  return {'not_found', ''}
end
local status = state[2]
if (status == 'open' or status == 'approved') and now >= tonumber(state[3]) then
  status = 'expired'
end
local function reply(outcome)
  return {outcome, '', unpack(redis.call('HGETALL', record))}
end
if ARGV[3] == 'consume' then
  if status == 'consumed' then
    return reply('already_consumed')
  elseif status == 'open' then
    return reply('not_approved')
  elseif status ~= 'approved' then
    return reply(status)
  elseif not same_digest(state[4], ARGV[4]) then
    return reply('fingerprint_mismatch')
  end
  redis.call('HSET', record, 'status', 'consumed', 'consumed_at', ARGV[1])
  return reply('applied')
elseif ARGV[3] == 'cancel' then
  if status == 'cancelled' then
    return reply('already_cancelled')
  elseif status ~= 'open' and status ~= 'approved' then
    return reply(status)
  end
  redis.call('HSET', record, 'status', 'cancelled', 'cancelled_at', ARGV[1])
  return reply('applied')
end
return reply('checked')
