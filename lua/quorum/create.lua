-- Creates a quorum, or finds the one the owner's control_id already made.
-- KEYS[1] the quorum record (hash)
-- Returns created, existing, conflict (other parameters) or not_found (not the owner's).
local A = args('now', 'account', 'params', 'action_fingerprint', 'title', 'required_votes', 'member_count',
  'expires_at', 'ttl_ms', 'member_hashes')
local record = KEYS[1]
local repeated = repeated_create(record, A.account, A.params)
if repeated then
  return repeated
end
redis.call('HSET', record, 'account', A.account, 'params', A.params, 'status', 'open',
  'action_fingerprint', A.action_fingerprint, 'title', A.title, 'required_votes', A.required_votes,
  'member_count', A.member_count, 'approvals', 0, 'rejections', 0, 'created_at', A.now, 'expires_at', A.expires_at)
for member, hash in ipairs(words(A.member_hashes)) do
  redis.call('HSET', record, 'member_hash:' .. member, hash)
end
redis.call('PEXPIRE', record, A.ttl_ms)
return reply(record, 'created')
