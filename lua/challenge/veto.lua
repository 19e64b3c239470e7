-- Vetoes a challenge: only while it is pending (now before veto_deadline) and with its token.
-- Stored state is 'open' until vetoed, consumed or cancelled; pending/executable/expired derive from the deadlines.
-- KEYS[1] the record (hash)
-- ARGV[1] now_ms  ARGV[2] hash of the presented token
-- Returns {verdict, field, value, ...}: 'applied', 'already_vetoed', 'cancelled', 'consumed', 'expired' or
-- 'veto_window_closed'; or {'not_found'} / {'token_invalid'} with nothing else.
local record = KEYS[1]
if redis.call('EXISTS', record) == 0 then
  return {'not_found'}
end
if not same_digest(redis.call('HGET', record, 'token_hash'), ARGV[2]) then
  return {'token_invalid'}
end
local now = tonumber(ARGV[1])
local f = redis.call('HMGET', record, 'state', 'veto_deadline', 'execution_deadline')
local verdict = 'applied'
if f[1] == 'vetoed' then
  verdict = 'already_vetoed'
elseif f[1] == 'cancelled' or f[1] == 'consumed' then
  verdict = f[1]
elseif now >= tonumber(f[3]) then
  verdict = 'expired'
elseif now >= tonumber(f[2]) then
  verdict = 'veto_window_closed'
else
  redis.call('HSET', record, 'state', 'vetoed', 'vetoed_at', ARGV[1])
end
return {verdict, unpack(redis.call('HGETALL', record))}
