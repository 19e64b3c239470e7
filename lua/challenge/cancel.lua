-- The owner withdraws a challenge that is still pending or executable.
-- KEYS[1] the record (hash)
-- ARGV[1] now_ms  ARGV[2] the caller's account
-- Returns {verdict, field, value, ...}: 'applied', 'vetoed', 'consumed', 'already_cancelled' or 'expired';
-- or {'not_found'} when no record of this account has the id.
local record = KEYS[1]
local f = redis.call('HMGET', record, 'account', 'state', 'execution_deadline')
if f[1] ~= ARGV[2] then
  return {'not_found'}
end
local verdict = 'applied'
if f[2] == 'cancelled' then
  verdict = 'already_cancelled'
elseif f[2] == 'vetoed' or f[2] == 'consumed' then
  verdict = f[2]
elseif tonumber(ARGV[1]) >= tonumber(f[3]) then
  verdict = 'expired'
else
  redis.call('HSET', record, 'state', 'cancelled', 'cancelled_at', ARGV[1])
end
return {verdict, unpack(redis.call('HGETALL', record))}
