-- Deletes an inbox of the caller and every stored body; what stays is a tombstone that makes later
-- deliveries answer 410 until the record's key expires (original expiry + retention).
-- KEYS[1] the inbox record  KEYS[2] event index (zset)  KEYS[3] event data (hash)
-- Returns not_found, or deleted (detail: the number of event bodies deleted) with the tombstone's fields.
local A = args('now', 'account')
local record, index, events = KEYS[1], KEYS[2], KEYS[3]
if not owned(record, A.account) or redis.call('HEXISTS', record, 'deleted_at') == 1 then
  return refuse('not_found')
end
local f = redis.call('HMGET', record, 'token_hash', 'expires_at')
local deleted = redis.call('ZCARD', index)
local ttl = redis.call('PTTL', record)
redis.call('DEL', record, index, events)
redis.call('HSET', record, 'account', A.account, 'token_hash', f[1], 'expires_at', f[2], 'deleted_at', A.now)
if ttl > 0 then
  redis.call('PEXPIRE', record, ttl)
end
return reply(record, 'deleted', tostring(deleted))
