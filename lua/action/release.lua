-- Releases an uncompleted lock so the key can be claimed again.
-- KEYS[1] the lock record (hash)
-- ARGV[1] now_ms  ARGV[2] lock_id  ARGV[3] record ttl_ms (how long 'released' stays visible to check)
-- Returns {outcome, field, value, ...}: 'applied', 'not_locked', 'lock_id_mismatch' or 'already_completed'.
local record = KEYS[1]
local state = redis.call('HGET', record, 'state')
if not state or state == 'released' then
  return {'not_locked', unpack(redis.call('HGETALL', record))}
end
if redis.call('HGET', record, 'lock_id') ~= ARGV[2] then
  return {'lock_id_mismatch', unpack(redis.call('HGETALL', record))}
end
if state == 'completed' then
  return {'already_completed', unpack(redis.call('HGETALL', record))}
end
redis.call('HSET', record, 'state', 'released', 'released_at', ARGV[1])
redis.call('PEXPIRE', record, ARGV[3])
return {'applied', unpack(redis.call('HGETALL', record))}
