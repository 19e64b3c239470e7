-- Deletes an inbox of the caller and every stored body; what stays is a tombstone that makes later
-- deliveries answer 410 until the record's key expires (original expiry + retention).
-- KEYS[1] the inbox record  KEYS[2] event index (zset)  KEYS[3] event data (hash)
-- ARGV[1] account  ARGV[2] now_ms
-- Returns {'not_found'} or {'deleted', number of event bodies deleted}.
local record, index, events = KEYS[1], KEYS[2], KEYS[3]
local f = redis.call('HMGET', record, 'account', 'deleted_at', 'token_hash', 'expires_at')
if f[1] ~= ARGV[1] or f[2] then
  return {'not_found'}
end
local deleted = redis.call('ZCARD', index)
local ttl = redis.call('PTTL', record)
redis.call('DEL', record, index, events)
redis.call('HSET', record, 'account', f[1], 'token_hash', f[3], 'expires_at', f[4], 'deleted_at', ARGV[2])
if ttl > 0 then
  redis.call('PEXPIRE', record, ttl)
end
return {'deleted', deleted}
