-- Vetoes a challenge: only while it is pending (now before veto_deadline) and with its token.
-- Stored status is 'open' until vetoed, consumed or cancelled; pending/executable/expired derive from the deadlines.
-- KEYS[1] the record (hash)
-- Returns not_found, token_invalid, applied, or why nothing changed: already_vetoed, cancelled, consumed,
-- expired or veto_window_closed.
local A = args('now', 'token_hash')
local record = KEYS[1]
upgrade_status(record)
local refusal = token_refusal(record, A.token_hash)
if refusal then
  return refusal
end
local now = tonumber(A.now)
local state = redis.call('HMGET', record, 'status', 'veto_deadline', 'execution_deadline')
if state[1] == 'vetoed' then
  return reply(record, 'already_vetoed')
elseif state[1] == 'cancelled' or state[1] == 'consumed' then
  return reply(record, state[1])
elseif now >= tonumber(state[3]) then
  return reply(record, 'expired')
elseif now >= tonumber(state[2]) then
  return reply(record, 'veto_window_closed')
end
redis.call('HSET', record, 'status', 'vetoed', 'vetoed_at', A.now)
return reply(record, 'applied')
