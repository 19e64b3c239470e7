-- The owner withdraws a pending approval request; the link can no longer decide it.
-- KEYS[1] the record (hash)
-- ARGV[1] now_ms  ARGV[2] the caller's account
-- Returns {verdict, field, value, ...}: 'applied', 'already_decided', 'expired' or 'cancelled';
-- or {'not_found'} when no record of this account has the id.
local record = KEYS[1]
if redis.call('HGET', record, 'account') ~= ARGV[2] then
  return {'not_found'}
end
local state = redis.call('HGET', record, 'state')
local verdict = 'applied'
if state == 'approved' or state == 'rejected' then
  verdict = 'already_decided'
elseif state == 'cancelled' then
  verdict = 'cancelled'
elseif tonumber(redis.call('HGET', record, 'expires_at')) <= tonumber(ARGV[1]) then
  verdict = 'expired'
else
  redis.call('HSET', record, 'state', 'cancelled', 'cancelled_at', ARGV[1])
end
return {verdict, unpack(redis.call('HGETALL', record))}
