-- The owner's operations on a published context: check, supersede, dispute or revoke.
-- KEYS[1] the record cairn:context-status:{<account>}:d:<hex of context_digest>; for supersede, KEYS[2] the
-- successor's record, in the same account's slot. Check answers one record: ContextStatusService follows the
-- chain of supersessions, one check per hop.
-- control_hash: sha256(control_id) when the caller named the record by its control_id (a record published under
-- another control_id is then not found), else ''; successor_digest: for supersede; reason_code: the reason
-- stored by supersede, dispute, revoke
-- Returns not_found, checked, applied, or the reason nothing changed.
local A = args('now', 'operation', 'control_hash', 'successor_digest', 'reason_code')
local record = KEYS[1]

-- Only an active or disputed context expires; superseded and revoked stand.
local function status_of(key)
  local f = redis.call('HMGET', key, 'status', 'expires_at')
  if (f[1] == 'active' or f[1] == 'disputed') and tonumber(A.now) >= tonumber(f[2]) then
    return 'expired'
  end
  return f[1]
end

if redis.call('EXISTS', record) == 0
    or (A.control_hash ~= '' and redis.call('HGET', record, 'control_hash') ~= A.control_hash) then
  return refuse('not_found')
end
local status = status_of(record)

if A.operation == 'supersede' then
  if status == 'superseded' then
    return reply(record, 'already_superseded')
  elseif status ~= 'active' and status ~= 'disputed' then
    return reply(record, status)
  elseif redis.call('HGET', record, 'context_digest') == A.successor_digest then
    return reply(record, 'successor_is_self')
  end
  local successor = KEYS[2]
  if redis.call('EXISTS', successor) == 0 then
    return reply(record, 'successor_not_published')
  elseif status_of(successor) ~= 'active' then
    return reply(record, 'successor_not_active')
  end
  redis.call('HSET', record, 'status', 'superseded', 'successor_digest', A.successor_digest, 'superseded_at', A.now,
    'reason_code', A.reason_code)
  return reply(record, 'applied')
elseif A.operation == 'dispute' then
  if status == 'disputed' then
    return reply(record, 'already_disputed')
  elseif status ~= 'active' then
    return reply(record, status)
  end
  redis.call('HSET', record, 'status', 'disputed', 'disputed_at', A.now, 'reason_code', A.reason_code)
  return reply(record, 'applied')
elseif A.operation == 'revoke' then
  if status == 'revoked' then
    return reply(record, 'already_revoked')
  elseif status == 'expired' then
    return reply(record, 'expired')
  end
  redis.call('HSET', record, 'status', 'revoked', 'revoked_at', A.now, 'reason_code', A.reason_code)
  return reply(record, 'applied')
end

return reply(record, 'checked')
