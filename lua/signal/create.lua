-- Creates a signal inbox record; the token pointer (another slot) is set by Java afterwards.
-- KEYS[1] the inbox record (hash)
-- label: '' for none; ttl_ms: the record's lifetime (expiry + tombstone retention)
-- Returns created.
local A = args('now', 'account', 'token_hash', 'label', 'expires_at', 'max_events', 'ttl_ms')
local record = KEYS[1]
redis.call('HSET', record, 'account', A.account, 'token_hash', A.token_hash, 'created_at', A.now,
  'expires_at', A.expires_at, 'max_events', A.max_events, 'event_count', '0')
if A.label ~= '' then
  redis.call('HSET', record, 'label', A.label)
end
redis.call('PEXPIRE', record, A.ttl_ms)
return reply(record, 'created')
