-- Claims an idempotency key: acquired only when no lock is live and no completion is protected.
-- KEYS[1] the lock record (hash)
-- expires_at: now + lock ttl; retention_ms: how long a completion stays protected; lock_id: the new lock's id;
-- ttl_ms: the record's lifetime in Redis (lock ttl + the 24 h check_action still reports a lapsed lock)
-- Returns acquired or held, with the record's fields.
local A = args('now', 'expires_at', 'retention_ms', 'lock_id', 'ttl_ms')
local record = KEYS[1]
local now = tonumber(A.now)
upgrade_status(record)
local status = redis.call('HGET', record, 'status')
local held = false
if status == 'locked' then
  held = tonumber(redis.call('HGET', record, 'expires_at')) > now
elseif status == 'completed' then
  local fields = redis.call('HMGET', record, 'completed_at', 'retention_ms')
  held = tonumber(fields[1]) + tonumber(fields[2]) > now
end
if held then
  return reply(record, 'held')
end
redis.call('DEL', record)
redis.call('HSET', record, 'status', 'locked', 'lock_id', A.lock_id, 'locked_at', A.now,
  'expires_at', A.expires_at, 'retention_ms', A.retention_ms)
redis.call('PEXPIRE', record, A.ttl_ms)
return reply(record, 'acquired')
