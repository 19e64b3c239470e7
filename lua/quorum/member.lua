-- What a member token may do: view the quorum, or record its one decision.
-- KEYS[1] the quorum record (hash)
-- action: 'view', 'approved' or 'rejected'
-- Returns {outcome, member index, fields...}: not_found, token_invalid, viewed, applied, already_decided,
-- expired or closed.
local A = args('now', 'token_hash', 'action')
local record = KEYS[1]
local now = tonumber(A.now)
if redis.call('EXISTS', record) == 0 then
  return refuse('not_found')
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
  if same_digest(hashes[i], A.token_hash) then
    member = i
  end
end
if member == 0 then
  return refuse('token_invalid')
end
local function answer(outcome)
  return reply(record, outcome, tostring(member))
end
if A.action == 'view' then
  return answer('viewed')
end
if redis.call('HEXISTS', record, 'member_decision:' .. member) == 1 then
  return answer('already_decided')
end
local state = redis.call('HMGET', record, 'status', 'expires_at', 'required_votes')
if (state[1] == 'open' or state[1] == 'approved') and now >= tonumber(state[2]) then
  return answer('expired')
end
if state[1] ~= 'open' then
  return answer('closed')
end
redis.call('HSET', record, 'member_decision:' .. member, A.action, 'member_decided_at:' .. member, A.now)
local required = tonumber(state[3])
if A.action == 'approved' then
  if redis.call('HINCRBY', record, 'approvals', 1) >= required then
    redis.call('HSET', record, 'status', 'approved', 'decided_at', A.now)
  end
elseif redis.call('HINCRBY', record, 'rejections', 1) > count - required then
  redis.call('HSET', record, 'status', 'rejected', 'decided_at', A.now)
end
return answer('applied')
