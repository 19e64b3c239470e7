-- The owner takes the one execution right: only with the bound fingerprint, after the veto deadline and
-- before the execution deadline, and only once.
-- KEYS[1] the record (hash)
-- ARGV[1] now_ms  ARGV[2] the caller's account  ARGV[3] action_fingerprint
-- Returns {verdict, field, value, ...}: 'applied', 'fingerprint_mismatch', 'veto_window_open', 'vetoed',
-- 'cancelled', 'already_consumed' or 'expired'; or {'not_found'} when no record of this account has the id.
local record = KEYS[1]
local now = tonumber(ARGV[1])
local f = redis.call('HMGET', record, 'account', 'state', 'action_fingerprint', 'veto_deadline', 'execution_deadline')
if f[1] ~= ARGV[2] then
  return {'not_found'}
end
local verdict = 'applied'
if f[3] ~= ARGV[3] then
  verdict = 'fingerprint_mismatch'
elseif f[2] == 'consumed' then
  verdict = 'already_consumed'
elseif f[2] == 'vetoed' or f[2] == 'cancelled' then
  verdict = f[2]
elseif now < tonumber(f[4]) then
  verdict = 'veto_window_open'
elseif now >= tonumber(f[5]) then
  verdict = 'expired'
else
  redis.call('HSET', record, 'state', 'consumed', 'consumed_at', ARGV[1])
end
return {verdict, unpack(redis.call('HGETALL', record))}
