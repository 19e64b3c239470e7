-- The owner's operations on a grant of rights: check, evaluate or revoke.
-- KEYS[1] the grant (hash)
-- requested_right: for evaluate; context_digest, policy_digest: for evaluate, '' when not given (then not compared)
-- Returns not_found, checked; for revoke applied, already_revoked or expired; for evaluate granted or why not:
-- revoked, expired, context_mismatch, policy_mismatch, not_granted (in that order of precedence).
local A = args('now', 'account', 'operation', 'requested_right', 'context_digest', 'policy_digest')
local record = KEYS[1]
if not owned(record, A.account) then
  return refuse('not_found')
end
local f = redis.call('HMGET', record, 'status', 'expires_at', 'context_digest', 'policy_digest', 'rights')
local status = f[1]
if status == 'active' and tonumber(A.now) >= tonumber(f[2]) then
  status = 'expired'
end
if A.operation == 'revoke' then
  if status == 'revoked' then
    return reply(record, 'already_revoked')
  elseif status == 'expired' then
    return reply(record, 'expired')
  end
  redis.call('HSET', record, 'status', 'revoked', 'revoked_at', A.now)
  return reply(record, 'applied')
elseif A.operation == 'evaluate' then
  if status ~= 'active' then
    return reply(record, status)
  elseif A.context_digest ~= '' and A.context_digest ~= f[3] then
    return reply(record, 'context_mismatch')
  elseif A.policy_digest ~= '' and A.policy_digest ~= f[4] then
    return reply(record, 'policy_mismatch')
  end
  for _, right in ipairs(words(f[5])) do
    if right == A.requested_right then
      return reply(record, 'granted')
    end
  end
  return reply(record, 'not_granted')
end
return reply(record, 'checked')
