-- Creates a pending approval request.
-- KEYS[1] the record (hash)
-- ARGV[1] account  ARGV[2] token hash  ARGV[3] title  ARGV[4] description ('' for none)
-- ARGV[5] created_at_ms  ARGV[6] expires_at_ms  ARGV[7] record ttl_ms
-- Returns {'created', field, value, ...}.
local record = KEYS[1]
redis.call('HSET', record, 'state', 'pending', 'account', ARGV[1], 'token_hash', ARGV[2], 'title', ARGV[3],
  'created_at', ARGV[5], 'expires_at', ARGV[6])
if ARGV[4] ~= '' then
  redis.call('HSET', record, 'description', ARGV[4])
end
redis.call('PEXPIRE', record, ARGV[7])
return {'created', unpack(redis.call('HGETALL', record))}
