-- The owner's operations on an escalation: check or cancel (while open or acknowledged).
-- KEYS[1] the escalation record (hash)
-- ARGV[1] now_ms  ARGV[2] account  ARGV[3] 'check' or 'cancel'
-- Returns {outcome, '', field, value, ...}: not_found, checked, applied, already_cancelled or already_resolved.
local record = KEYS[1]
local state = redis.call('HMGET', record, 'account', 'status')
if state[1] ~= ARGV[2] then
  return {'not_found', ''}
end
local function reply(outcome)
  return {outcome, '', unpack(redis.call('HGETALL', record))}
end
if ARGV[3] ~= 'cancel' then
  return reply('checked')
elseif state[2] == 'cancelled' then
  return reply('already_cancelled')
elseif state[2] == 'resolved' then
  return reply('already_resolved')
end
redis.call('HSET', record, 'status', 'cancelled', 'cancelled_at', ARGV[1])
return reply('applied')
