-- The token holder's operations on a handover: check (any account holding the token), or complete (only the
-- account that took it).
-- KEYS[1] the handover record (hash)
-- operation: 'check' or 'complete'
-- Returns not_found or token_invalid (the token opens nothing), checked, applied, or why nothing changed:
-- already_completed, cancelled, expired, not_taken (still open), not_taker (another account took it).
local A = args('now', 'account', 'token_hash', 'operation')
local record = KEYS[1]
local refusal = token_refusal(record, A.token_hash)
if refusal then
  return refusal
end
if A.operation ~= 'complete' then
  return reply(record, 'checked')
end
local f = redis.call('HMGET', record, 'status', 'expires_at', 'taker')
if f[1] == 'completed' then
  return reply(record, 'already_completed')
elseif f[1] == 'cancelled' then
  return reply(record, 'cancelled')
elseif f[1] == 'open' then
  return reply(record, tonumber(A.now) >= tonumber(f[2]) and 'expired' or 'not_taken')
elseif f[3] ~= A.account then
  return reply(record, 'not_taker')
end
redis.call('HSET', record, 'status', 'completed', 'completed_at', A.now)
return reply(record, 'applied')
