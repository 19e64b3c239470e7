-- Completes or releases the current lock. Both refuse in the same cases: no live record, another
-- lock_id, or an action already completed.
-- KEYS[1] the lock record (hash)
-- operation: 'complete' or 'release'; released_ttl_ms: the record's lifetime after a release (how long
-- 'released' stays visible to check_action)
-- Returns applied, not_locked, lock_id_mismatch or already_completed, with the record's fields.
local A = args('now', 'lock_id', 'operation', 'released_ttl_ms')
local record = KEYS[1]
upgrade_status(record)
local status = redis.call('HGET', record, 'status')
if not status or status == 'released' then
  return reply(record, 'not_locked')
end
if redis.call('HGET', record, 'lock_id') ~= A.lock_id then
  return reply(record, 'lock_id_mismatch')
end
if status == 'completed' then
  return reply(record, 'already_completed')
end
if A.operation == 'complete' then
  -- A lapsed lock may still be completed by its holder as long as nobody has claimed the key since:
  -- the action did run, and recording it prevents a repeat. Protection counts from now.
  redis.call('HSET', record, 'status', 'completed', 'completed_at', A.now)
  redis.call('PEXPIRE', record, redis.call('HGET', record, 'retention_ms'))
else
  redis.call('HSET', record, 'status', 'released', 'released_at', A.now)
  redis.call('PEXPIRE', record, A.released_ttl_ms)
end
return reply(record, 'applied')
