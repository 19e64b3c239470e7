-- Stores one delivered event, if the token opens a live inbox with room left.
-- KEYS[1] the inbox record (hash)  KEYS[2] event index (zset: event id by received_at_ms)  KEYS[3] event data (hash)
-- event_id: the new event's id; content_type: '' for no body
-- Returns accepted (detail: received_at_ms; the record's account is the owner), not_found or token_invalid
-- (the token opens no inbox), gone or full.
local A = args('now', 'token_hash', 'event_id', 'content_type', 'size_bytes', 'body')
local record, index, events = KEYS[1], KEYS[2], KEYS[3]
local refusal = token_refusal(record, A.token_hash)
if refusal then
  return refusal
end
local now = tonumber(A.now)
local f = redis.call('HMGET', record, 'expires_at', 'deleted_at', 'max_events', 'event_count', 'last_ms')
if f[2] then
  return refuse('gone')
end
local expires = tonumber(f[1])
if now >= expires then
  redis.call('DEL', index, events) -- an expired inbox keeps no bodies
  return refuse('gone')
end
if tonumber(f[4]) >= tonumber(f[3]) then
  return refuse('full')
end
-- received_at_ms grows strictly, so an after_ms cursor never skips an event delivered in the same millisecond.
local at = now
local last = tonumber(f[5])
if last and last >= at then
  at = last + 1
end
local received = string.format('%.0f', at)
redis.call('ZADD', index, received, A.event_id)
redis.call('HSET', events, A.event_id, A.content_type .. '|' .. A.size_bytes)
if A.content_type ~= '' then
  redis.call('HSET', events, A.event_id .. ':body', A.body)
end
redis.call('HINCRBY', record, 'event_count', 1)
redis.call('HSET', record, 'last_ms', received)
redis.call('PEXPIRE', index, expires - now)
redis.call('PEXPIRE', events, expires - now)
return reply(record, 'accepted', received)
