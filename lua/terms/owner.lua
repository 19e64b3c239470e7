-- The owner's operations on a terms pin: check (reads it for the comparison, which Java makes) or revoke.
-- KEYS[1] the pin record (hash)
-- Returns not_found, checked, applied, or the reason nothing changed (already_revoked, expired).
local A = args('now', 'account', 'operation')
local record = KEYS[1]
if not owned(record, A.account) then
  return refuse('not_found')
end
if A.operation == 'revoke' then
  local f = redis.call('HMGET', record, 'status', 'expires_at')
  if f[1] == 'revoked' then
    return reply(record, 'already_revoked')
  elseif tonumber(A.now) >= tonumber(f[2]) then
    return reply(record, 'expired')
  end
  redis.call('HSET', record, 'status', 'revoked', 'revoked_at', A.now)
  return reply(record, 'applied')
end
return reply(record, 'checked')
