-- Releases the lease its token holds, so the resource is free at once. The token is checked first: only
-- its holder learns whether its lease lapsed or was already released.
-- KEYS[1] the resource's record (hash)
-- token_hash: SHA-256 of the lease_token presented; retention_ms: how long the record, and with it the
-- fencing counter, is kept after the release
-- Returns applied, not_held, token_mismatch, already_released or expired, with the record's fields.
local A = args('now', 'token_hash', 'retention_ms')
local record = KEYS[1]
local lease = redis.call('HMGET', record, 'status', 'expires_at', 'token_hash')
if not lease[1] then
  return reply(record, 'not_held')
end
if not same_digest(lease[3], A.token_hash) then
  return reply(record, 'token_mismatch')
end
if lease[1] == 'released' then
  return reply(record, 'already_released')
end
if tonumber(lease[2]) <= tonumber(A.now) then
  return reply(record, 'expired')
end
redis.call('HSET', record, 'status', 'released', 'released_at', A.now)
redis.call('PEXPIRE', record, A.retention_ms)
return reply(record, 'applied')
