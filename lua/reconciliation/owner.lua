-- The owner's check of a reconciliation, or its one resolve.
-- KEYS[1] the reconciliation record (hash)
-- operation: 'check' or 'resolve'; resolution: 'reconciled' or 'dismissed' for resolve, else ''
-- Returns not_found, checked, applied, or already_resolved.
local A = args('now', 'account', 'operation', 'resolution', 'retention_ms')
local record = KEYS[1]
if not owned(record, A.account) then
  return refuse('not_found')
end
if A.operation ~= 'resolve' then
  return reply(record, 'checked')
end
if redis.call('HGET', record, 'status') ~= 'open' then
  return reply(record, 'already_resolved')
end
redis.call('HSET', record, 'status', 'resolved', 'resolution', A.resolution, 'resolved_at', A.now,
  'changed_at', A.now)
redis.call('PEXPIRE', record, A.retention_ms)
return reply(record, 'applied')
