-- Creates a quorum, or finds the one the owner's control_id already made.
-- KEYS[1] the quorum record (hash)
-- ARGV[1] now_ms  ARGV[2] account  ARGV[3] params digest  ARGV[4] action_fingerprint  ARGV[5] title ('' for none)
-- ARGV[6] required_votes  ARGV[7] member_count  ARGV[8] expires_at_ms  ARGV[9] record ttl_ms
-- ARGV[10..] one token hash per member
-- Returns {outcome, '', field, value, ...}: created, existing, conflict (other parameters) or not_found (not the owner's).
local record = KEYS[1]
local repeated = repeated_create(record, ARGV[2], ARGV[3])
if repeated then
  return repeated
end
redis.call('HSET', record, 'account', ARGV[2], 'params', ARGV[3], 'status', 'open', 'action_fingerprint', ARGV[4],
  'title', ARGV[5], 'required_votes', ARGV[6], 'member_count', ARGV[7], 'approvals', 0, 'rejections', 0,
  'created_at', ARGV[1], 'expires_at', ARGV[8])
for member = 1, tonumber(ARGV[7]) do
  redis.call('HSET', record, 'member_hash:' .. member, ARGV[9 + member])
end
redis.call('PEXPIRE', record, ARGV[9])
return {'created', '', unpack(redis.call('HGETALL', record))}
