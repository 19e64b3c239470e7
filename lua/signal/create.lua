-- Creates a signal inbox record; the token pointer (another slot) is set by Java afterwards.
-- KEYS[1] the inbox record (hash)
-- ARGV[1] account  ARGV[2] token hash  ARGV[3] created_at_ms  ARGV[4] expires_at_ms  ARGV[5] max_events
-- ARGV[6] record ttl_ms (expiry + tombstone retention)  ARGV[7] label ('' when none)
local record = KEYS[1]
redis.call('HSET', record, 'account', ARGV[1], 'token_hash', ARGV[2], 'created_at', ARGV[3],
  'expires_at', ARGV[4], 'max_events', ARGV[5], 'event_count', '0')
if ARGV[7] ~= '' then
  redis.call('HSET', record, 'label', ARGV[7])
end
redis.call('PEXPIRE', record, ARGV[6])
return 'created'
