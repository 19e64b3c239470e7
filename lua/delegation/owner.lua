-- The issuer's operations on a delegation: check, or revoke (while active).
-- KEYS[1] the delegation record (hash)
-- operation: 'check' or 'revoke'
-- Returns not_found, checked, applied, or why nothing changed: already_revoked, exhausted, expired.
local A = args('now', 'account', 'operation')
local record = KEYS[1]
if not owned(record, A.account) then
  return refuse('not_found')
end
if A.operation ~= 'revoke' then
  return reply(record, 'checked')
end
local f = redis.call('HMGET', record, 'status', 'expires_at')
if f[1] == 'revoked' then
  return reply(record, 'already_revoked')
elseif f[1] ~= 'active' then
  return reply(record, f[1])
elseif tonumber(A.now) >= tonumber(f[2]) then
  return reply(record, 'expired')
end
redis.call('HSET', record, 'status', 'revoked', 'revoked_at', A.now)
return reply(record, 'applied')
