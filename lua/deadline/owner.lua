-- The owner's operations on a deadline: check, complete or cancel (while pending: before or after due_at).
-- KEYS[1] the deadline record (hash)
-- operation: 'check', 'complete' or 'cancel'; retention_ms: how long an ended deadline is kept after the
-- later of its end and its escalate_at (create set the lifetime to escalate_at + retention_ms)
-- Returns not_found, checked, applied, or why nothing changed: already_completed, cancelled (complete);
-- completed, already_cancelled (cancel).
local A = args('now', 'account', 'operation', 'retention_ms')
local record = KEYS[1]
if not owned(record, A.account) then
  return refuse('not_found')
end
if A.operation == 'check' then
  return reply(record, 'checked')
end
local f = redis.call('HMGET', record, 'status', 'due_at', 'escalate_at')
local now = tonumber(A.now)
if A.operation == 'complete' then
  if f[1] == 'completed' then
    return reply(record, 'already_completed')
  elseif f[1] == 'cancelled' then
    return reply(record, 'cancelled')
  end
  -- The verdict is fixed here, in the one script that completes: every later answer repeats it.
  redis.call('HSET', record, 'status', 'completed', 'completed_at', A.now,
    'on_time', now < tonumber(f[2]) and 'true' or 'false')
else
  if f[1] == 'completed' then
    return reply(record, 'completed')
  elseif f[1] == 'cancelled' then
    return reply(record, 'already_cancelled')
  end
  redis.call('HSET', record, 'status', 'cancelled', 'cancelled_at', A.now)
end
-- Kept retention_ms past the later of escalate_at and this end: until escalate_at the lifetime create set
-- already does that, after it the record lives retention_ms from now.
if now > tonumber(f[3]) then
  redis.call('PEXPIRE', record, A.retention_ms)
end
return reply(record, 'applied')
