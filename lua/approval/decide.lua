-- Records the one decision on an approval (public decide): only while pending and before expires_at.
-- KEYS[1] the record (hash)
-- decision: 'approved' or 'rejected'; note: '' for none
-- Returns not_found, token_invalid, applied, or why nothing changed: already_decided, expired or cancelled.
local A = args('now', 'token_hash', 'decision', 'note')
local record = KEYS[1]
upgrade_status(record)
local refusal = token_refusal(record, A.token_hash)
if refusal then
  return refusal
end
local state = redis.call('HMGET', record, 'status', 'expires_at')
if state[1] == 'approved' or state[1] == 'rejected' then
  return reply(record, 'already_decided')
elseif state[1] == 'cancelled' then
  return reply(record, 'cancelled')
elseif tonumber(state[2]) <= tonumber(A.now) then
  return reply(record, 'expired')
end
redis.call('HSET', record, 'status', A.decision, 'decided_at', A.now)
if A.note ~= '' then
  redis.call('HSET', record, 'note', A.note)
end
return reply(record, 'applied')
