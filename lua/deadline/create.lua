-- Creates a deadline, or finds the one the owner's control_id already created.
-- KEYS[1] the deadline record (hash)
-- due_at, escalate_at: epoch ms, fixed now; ttl_ms: until Redis may forget a deadline nobody completes
-- Returns created, existing, conflict (other parameters) or not_found (not the owner's).
local A = args('now', 'account', 'params', 'task_fingerprint', 'due_at', 'escalate_at', 'ttl_ms')
local record = KEYS[1]
local repeated = repeated_create(record, A.account, A.params)
if repeated then
  return repeated
end
redis.call('HSET', record, 'account', A.account, 'params', A.params, 'status', 'pending',
  'task_fingerprint', A.task_fingerprint, 'created_at', A.now, 'due_at', A.due_at, 'escalate_at', A.escalate_at)
redis.call('PEXPIRE', record, A.ttl_ms)
return reply(record, 'created')
