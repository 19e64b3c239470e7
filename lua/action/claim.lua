-- Claims an idempotency key: acquired only when no lock is live and no completion is protected.
-- KEYS[1] the lock record (hash)
-- ARGV[1] now_ms  ARGV[2] expires_at_ms  ARGV[3] retention_ms  ARGV[4] new lock_id  ARGV[5] record ttl_ms
-- Returns {outcome, field, value, ...} with outcome 'acquired' or 'held' and the record's fields.
local record = KEYS[1]
local now = tonumber(ARGV[1])
local state = redis.call('HGET', record, 'state')
local held = false
if state == 'locked' then
  held = tonumber(redis.call('HGET', record, 'expires_at')) > now
elseif state == 'completed' then
  local fields = redis.call('HMGET', record, 'completed_at', 'retention_ms')
  held = tonumber(fields[1]) + tonumber(fields[2]) > now
end
if held then
  return {'held', unpack(redis.call('HGETALL', record))}
end
redis.call('DEL', record)
redis.call('HSET', record, 'state', 'locked', 'lock_id', ARGV[4], 'locked_at', ARGV[1],
  'expires_at', ARGV[2], 'retention_ms', ARGV[3])
redis.call('PEXPIRE', record, ARGV[5])
return {'acquired', unpack(redis.call('HGETALL', record))}
