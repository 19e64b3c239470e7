-- What a member token may do: view the quorum, or record its one decision.
-- KEYS[1] the quorum record (hash)
-- ARGV[1] now_ms  ARGV[2] token hash  ARGV[3] 'view', 'approved' or 'rejected'
-- Returns {outcome, member index, field, value, ...}: not_found, token_invalid, viewed, applied,
-- already_decided, expired or closed.
local record = KEYS[1]
local now = tonumber(ARGV[1])
if redis.call('EXISTS', record) == 0 then
  return {'not_found', ''}
end
local count = tonumber(redis.call('HGET', record, 'member_count'))
local names = {}
for i = 1, count do
  names[i] = 'member_hash:' .. i
end
local hashes = redis.call('HMGET', record, unpack(names))
-- Every member's hash is compared, match or not: the time taken says nothing about which member matched.
local member = 0
for i = 1, count do
  if same_digest(hashes[i], ARGV[2]) then
    member = i
  end
end
if member == 0 then
  return {'token_invalid', ''}
end
local function reply(outcome)
  return {outcome, tostring(member), unpack(redis.call('HGETALL', record))}
end
if ARGV[3] == 'view' then
  return reply('viewed')
end
if redis.call('HEXISTS', record, 'member_decision:' .. member) == 1 then
  return reply('already_decided')
end
local state = redis.call('HMGET', record, 'status', 'expires_at', 'required_votes')
if (state[1] == 'open' or state[1] == 'approved') and now >= tonumber(state[2]) then
  return reply('expired')
end
if state[1] ~= 'open' then
  return reply('closed')
end
redis.call('HSET', record, 'member_decision:' .. member, ARGV[3], 'member_decided_at:' .. member, ARGV[1])
local required = tonumber(state[3])
if ARGV[3] == 'approved' then
  if redis.call('HINCRBY', record, 'approvals', 1) >= required then
    redis.call('HSET', record, 'status', 'approved', 'decided_at', ARGV[1])
  end
elseif redis.call('HINCRBY', record, 'rejections', 1) > count - required then
  redis.call('HSET', record, 'status', 'rejected', 'decided_at', ARGV[1])
end
return reply('applied')
