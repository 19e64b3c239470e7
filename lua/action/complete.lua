-- Marks the current lock completed. A lapsed lock may still be completed by its holder as long as
-- nobody has claimed the key since: the action did run, and recording it prevents a repeat.
-- KEYS[1] the lock record (hash)
-- ARGV[1] now_ms  ARGV[2] lock_id  (the record then lives for its retention, counted from now)
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
redis.call('HSET', record, 'state', 'completed', 'completed_at', ARGV[1])
redis.call('PEXPIRE', record, redis.call('HGET', record, 'retention_ms'))
return {'applied', unpack(redis.call('HGETALL', record))}
