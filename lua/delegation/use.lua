-- Counts one use of a delegation for the holder of its token (any account), if it may still be used for
-- this action.
-- KEYS[1] the delegation record (hash)
-- Returns not_found or token_invalid (the token opens nothing), applied, or why the use is refused:
-- revoked, exhausted, expired, fingerprint_mismatch.
local A = args('now', 'token_hash', 'action_fingerprint')
local record = KEYS[1]
local refusal = token_refusal(record, A.token_hash)
if refusal then
  return refusal
end
local f = redis.call('HMGET', record, 'status', 'expires_at', 'action_fingerprint', 'uses', 'max_uses')
if f[1] ~= 'active' then
  return reply(record, f[1])
elseif tonumber(A.now) >= tonumber(f[2]) then
  return reply(record, 'expired')
elseif not same_digest(f[3], A.action_fingerprint) then
  return reply(record, 'fingerprint_mismatch')
end
-- Counted and checked in this one script: of any number of concurrent uses, at most max_uses are applied.
local uses = redis.call('HINCRBY', record, 'uses', 1)
redis.call('HSET', record, 'last_used_at', A.now)
if uses >= tonumber(f[5]) then
  redis.call('HSET', record, 'status', 'exhausted', 'exhausted_at', A.now)
end
return reply(record, 'applied')
