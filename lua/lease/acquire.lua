-- Takes or renews the lease on one resource. A free resource (never granted, released, or lapsed at
-- expires_at) is granted: the next fencing token and the hash of a new lease token. A held lease is renewed
-- when the caller presents its token (new expiry; same fencing token and token), and refused otherwise.
-- KEYS[1] the resource's record (hash)
-- token_hash: SHA-256 of the lease_token the caller presented ('' for none); new_token_hash: of the token
-- minted for a grant; expires_at: now + ttl; ttl_ms: the lease's ttl; retention_ms: how long the record, and
-- with it the fencing counter, outlives the lease
-- Returns acquired, renewed or held, with the record's fields.
local A = args('now', 'token_hash', 'new_token_hash', 'expires_at', 'ttl_ms', 'retention_ms')
local record = KEYS[1]
local lease = redis.call('HMGET', record, 'status', 'expires_at', 'token_hash')
local outcome = 'acquired'
if lease[1] == 'held' and tonumber(lease[2]) > tonumber(A.now) then
  if not same_digest(lease[3], A.token_hash) then
    return reply(record, 'held')
  end
  redis.call('HSET', record, 'expires_at', A.expires_at, 'ttl_ms', A.ttl_ms)
  outcome = 'renewed'
else
  -- the counter lives in the record for as long as the record does, so no grant ever reuses a number
  redis.call('HINCRBY', record, 'fencing_token', 1)
  redis.call('HDEL', record, 'released_at')
  redis.call('HSET', record, 'status', 'held', 'token_hash', A.new_token_hash, 'acquired_at', A.now,
    'expires_at', A.expires_at, 'ttl_ms', A.ttl_ms)
end
redis.call('PEXPIRE', record, tonumber(A.ttl_ms) + tonumber(A.retention_ms))
return reply(record, outcome)
