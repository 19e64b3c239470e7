-- Takes an open handover (claims a handoff, accepts a contract) for the account presenting its token: once, by
-- an account other than the creator's, before it expires, with the pinned terms.
-- KEYS[1] the handover record (hash)
-- terms_digest: the terms presented ('' for a family without terms, which then match the stored '')
-- Returns not_found or token_invalid (the token opens nothing), applied, or why nothing changed: taken (by
-- anyone, this account too), completed, cancelled, expired, own_record, terms_mismatch.
local A = args('now', 'account', 'token_hash', 'terms_digest')
local record = KEYS[1]
local refusal = token_refusal(record, A.token_hash)
if refusal then
  return refusal
end
local f = redis.call('HMGET', record, 'status', 'expires_at', 'account', 'terms_digest')
if f[1] ~= 'open' then
  return reply(record, f[1])
elseif tonumber(A.now) >= tonumber(f[2]) then
  return reply(record, 'expired')
elseif f[3] == A.account then
  return reply(record, 'own_record')
elseif not same_digest(f[4], A.terms_digest) then
  return reply(record, 'terms_mismatch')
end
-- Checked and set in this one script: of any number of concurrent takes, one is applied.
redis.call('HSET', record, 'status', 'taken', 'taker', A.account, 'taken_at', A.now)
return reply(record, 'applied')
