-- Reads an inbox of the caller: its fields and the events after a cursor, in arrival order.
-- KEYS[1] the inbox record  KEYS[2] event index (zset)  KEYS[3] event data (hash)
-- after_ms: '' for from the start
-- Returns not_found, or the inbox's status (active or expired) with, in the detail's place, the events found
-- as {event_id, received_at_ms, 'content_type|size', body, ...}, then the inbox's fields.
local A = args('now', 'account', 'after_ms', 'limit')
local record, index, events = KEYS[1], KEYS[2], KEYS[3]
if not owned(record, A.account) or redis.call('HEXISTS', record, 'deleted_at') == 1 then
  return refuse('not_found')
end
local function answer(status, found)
  local inbox = reply(record, status)
  inbox[2] = found
  return inbox
end
if tonumber(A.now) >= tonumber(redis.call('HGET', record, 'expires_at')) then
  redis.call('DEL', index, events) -- an expired inbox keeps no bodies
  return answer('expired', {})
end
local from = '-inf'
if A.after_ms ~= '' then
  from = '(' .. A.after_ms
end
local ids = redis.call('ZRANGEBYSCORE', index, from, '+inf', 'WITHSCORES', 'LIMIT', 0, tonumber(A.limit))
local found = {}
for i = 1, #ids, 2 do
  local data = redis.call('HMGET', events, ids[i], ids[i] .. ':body')
  table.insert(found, ids[i])
  table.insert(found, ids[i + 1])
  table.insert(found, data[1])
  table.insert(found, data[2])
end
return answer('active', found)
