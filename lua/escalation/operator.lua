-- What the operator link may do besides viewing (lua/link/open.lua): acknowledge the escalation, or resolve
-- it. Nothing but times is stored.
-- KEYS[1] the escalation record (hash)
-- operation: 'acknowledge' or 'resolve'
-- Returns not_found, token_invalid, applied, already_acknowledged, already_resolved or cancelled.
local A = args('now', 'token_hash', 'operation')
local record = KEYS[1]
local refusal = token_refusal(record, A.token_hash)
if refusal then
  return refusal
end
local status = redis.call('HGET', record, 'status')
if status == 'cancelled' then
  return reply(record, 'cancelled')
elseif status == 'resolved' then
  return reply(record, 'already_resolved')
elseif A.operation == 'acknowledge' then
  if status == 'acknowledged' then
    return reply(record, 'already_acknowledged')
  end
  redis.call('HSET', record, 'status', 'acknowledged', 'acknowledged_at', A.now)
  return reply(record, 'applied')
end
if status == 'open' then
  redis.call('HSET', record, 'acknowledged_at', A.now)
end
redis.call('HSET', record, 'status', 'resolved', 'resolved_at', A.now)
return reply(record, 'applied')
