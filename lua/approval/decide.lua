-- Records the one decision on an approval (public decide): only while pending and before expires_at.
-- KEYS[1] the record (hash)
-- ARGV[1] now_ms  ARGV[2] hash of the presented token  ARGV[3] 'approved' or 'rejected'  ARGV[4] note ('' for none)
-- Returns {verdict, field, value, ...}: 'applied', 'already_decided', 'expired' or 'cancelled';
-- or {'not_found'} / {'token_invalid'} with nothing else.
local record = KEYS[1]
if redis.call('EXISTS', record) == 0 then
  return {'not_found'}
end
if not same_digest(redis.call('HGET', record, 'token_hash'), ARGV[2]) then
  return {'token_invalid'}
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
  redis.call('HSET', record, 'state', ARGV[3], 'decided_at', ARGV[1])
  if ARGV[4] ~= '' then
    redis.call('HSET', record, 'note', ARGV[4])
  end
end
return {verdict, unpack(redis.call('HGETALL', record))}
