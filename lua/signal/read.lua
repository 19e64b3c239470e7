-- Reads an inbox of the caller: its fields and the events after a cursor, in arrival order.
-- KEYS[1] the inbox record  KEYS[2] event index (zset)  KEYS[3] event data (hash)
-- ARGV[1] account  ARGV[2] now_ms  ARGV[3] after_ms ('' for from the start)  ARGV[4] limit
-- Returns {'not_found'} or {status, {label, created_at, expires_at, max_events, event_count},
-- {event_id, received_at_ms, 'content_type|size', body, ...}}.
local record, index, events = KEYS[1], KEYS[2], KEYS[3]
local f = redis.call('HMGET', record, 'account', 'deleted_at', 'label', 'created_at', 'expires_at', 'max_events',
  'event_count')
if f[1] ~= ARGV[1] or f[2] then
  return {'not_found'}
end
local fields = {f[3], f[4], f[5], f[6], f[7]}
if tonumber(ARGV[2]) >= tonumber(f[5]) then
  redis.call('DEL', index, events) -- an expired inbox keeps no bodies
  return {'expired', fields, {}}
end
local from = '-inf'
if ARGV[3] ~= '' then
  from = '(' .. ARGV[3]
end
local ids = redis.call('ZRANGEBYSCORE', index, from, '+inf', 'WITHSCORES', 'LIMIT', 0, tonumber(ARGV[4]))
local found = {}
for i = 1, #ids, 2 do
  local data = redis.call('HMGET', events, ids[i], ids[i] .. ':body')
  table.insert(found, ids[i])
  table.insert(found, ids[i + 1])
  table.insert(found, data[1])
  table.insert(found, data[2])
end
return {'active', fields, found}
