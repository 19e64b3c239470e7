-- Creates a pending approval request.
-- KEYS[1] the record (hash)
-- description: '' for none
-- Returns created.
local A = args('now', 'account', 'token_hash', 'title', 'description', 'expires_at', 'ttl_ms')
local record = KEYS[1]
redis.call('HSET', record, 'status', 'pending', 'account', A.account, 'token_hash', A.token_hash, 'title', A.title,
  'created_at', A.now, 'expires_at', A.expires_at)
if A.description ~= '' then
  redis.call('HSET', record, 'description', A.description)
end
redis.call('PEXPIRE', record, A.ttl_ms)
return reply(record, 'created')
