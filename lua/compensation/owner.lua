-- The owner's operations on a compensation: check, mark_executed, compensate or cancel.
-- KEYS[1] the compensation record (hash)
-- operation: which one; action_fingerprint: for mark_executed; compensation_fingerprint: for compensate;
-- retention_ms: how long an executed record is kept beyond window_ms after its execution
-- Returns not_found, checked, applied, or the reason nothing changed.
local A = args('now', 'account', 'operation', 'action_fingerprint', 'compensation_fingerprint', 'retention_ms')
local record = KEYS[1]
if not owned(record, A.account) then
  return refuse('not_found')
end
local f = redis.call('HMGET', record, 'status', 'expires_at', 'action_fingerprint', 'compensation_fingerprint',
  'window_ms')
local status = f[1]
-- only a bound action expires: once executed, its undo stays possible for as long as the record is kept
if status == 'bound' and tonumber(A.now) >= tonumber(f[2]) then
  status = 'expired'
end
if A.operation == 'mark_executed' then
  if status == 'executed' then
    return reply(record, 'already_executed')
  elseif status ~= 'bound' then
    return reply(record, status)
  elseif not same_digest(f[3], A.action_fingerprint) then
    return reply(record, 'fingerprint_mismatch')
  end
  local keep = tonumber(f[5]) + tonumber(A.retention_ms)
  redis.call('HSET', record, 'status', 'executed', 'executed_at', A.now, 'retained_until', tonumber(A.now) + keep)
  redis.call('PEXPIRE', record, keep)
  return reply(record, 'applied')
elseif A.operation == 'compensate' then
  if status == 'compensated' then
    return reply(record, 'already_compensated')
  elseif status == 'bound' then
    return reply(record, 'not_executed')
  elseif status ~= 'executed' then
    return reply(record, status)
  elseif not same_digest(f[4], A.compensation_fingerprint) then
    return reply(record, 'fingerprint_mismatch')
  end
  redis.call('HSET', record, 'status', 'compensated', 'compensated_at', A.now)
  return reply(record, 'applied')
elseif A.operation == 'cancel' then
  if status == 'cancelled' then
    return reply(record, 'already_cancelled')
  elseif status ~= 'bound' then
    return reply(record, status)
  end
  redis.call('HSET', record, 'status', 'cancelled', 'cancelled_at', A.now)
  return reply(record, 'applied')
end
return reply(record, 'checked')
