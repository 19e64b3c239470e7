-- Completes or releases the current lock. Both refuse in the same cases: no live record, another
-- lock_id, or an action already completed.
-- KEYS[1] the lock record (hash)
-- ARGV[1] now_ms  ARGV[2] lock_id  ARGV[3] 'complete' or 'release'
-- ARGV[4] record ttl_ms after a release (how long 'released' stays visible to check)
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
if ARGV[3] == 'complete' then
  -- A lapsed lock may still be completed by its holder as long as nobody has claimed the key since:
  -- the action did run, and recording it prevents a repeat. Protection counts from now.
  redis.call('HSET', record, 'state', 'completed', 'completed_at', ARGV[1])
  redis.call('PEXPIRE', record, redis.call('HGET', record, 'retention_ms'))
else
  redis.call('HSET', record, 'state', 'released', 'released_at', ARGV[1])
  redis.call('PEXPIRE', record, ARGV[4])
end
return {'applied', unpack(redis.call('HGETALL', record))}
