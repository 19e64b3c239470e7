-- What the operator link may do: view the escalation, acknowledge it, or resolve it. Nothing but times is stored.
-- KEYS[1] the escalation record (hash)
-- ARGV[1] now_ms  ARGV[2] token hash  ARGV[3] 'view', 'acknowledge' or 'resolve'
-- Returns {outcome, '', field, value, ...}: not_found, token_invalid, viewed, applied, already_acknowledged,
-- already_resolved or cancelled.
local record = KEYS[1]
if redis.call('EXISTS', record) == 0 then
  return {'not_found', ''}
end
local state = redis.call('HMGET', record, 'token_hash', 'status')
if not same_digest(state[1], ARGV[2]) then
  return {'token_invalid', ''}
end
local function reply(outcome)
  return {outcome, '', unpack(redis.call('HGETALL', record))}
end
local status = state[2]
if ARGV[3] == 'view' then
  return reply('viewed')
elseif status == 'cancelled' then
  return reply('cancelled')
elseif status == 'resolved' then
  return reply('already_resolved')
elseif ARGV[3] == 'acknowledge' then
  if status == 'acknowledged' then
    return reply('already_acknowledged')
  end
  redis.call('HSET', record, 'status', 'acknowledged', 'acknowledged_at', ARGV[1])
  return reply('applied')
end
if status == 'open' then
  redis.call('HSET', record, 'acknowledged_at', ARGV[1])
end
redis.call('HSET', record, 'status', 'resolved', 'resolved_at', ARGV[1])
return reply('applied')
