-- Stores one delivered event, if the token opens a live inbox with room left.
-- KEYS[1] the inbox record (hash)  KEYS[2] event index (zset: event id by received_at_ms)  KEYS[3] event data (hash)
-- ARGV[1] token hash  ARGV[2] now_ms  ARGV[3] new event id  ARGV[4] content type ('' for no body)
-- ARGV[5] size in bytes  ARGV[6] body
-- Returns {'accepted', received_at_ms, owner account} or {'unknown'} / {'gone'} / {'full'}.
local record, index, events = KEYS[1], KEYS[2], KEYS[3]
local now = tonumber(ARGV[2])
local f = redis.call('HMGET', record, 'token_hash', 'expires_at', 'deleted_at', 'max_events', 'event_count',
  'last_ms', 'account')
if not same_digest(f[1], ARGV[1]) then
  return {'unknown'}
end
if f[3] then
  return {'gone'}
end
local expires = tonumber(f[2])
if now >= expires then
  redis.call('DEL', index, events) -- an expired inbox keeps no bodies
  return {'gone'}
end
if tonumber(f[5]) >= tonumber(f[4]) then
  return {'full'}
end
-- received_at_ms grows strictly, so an after_ms cursor never skips an event delivered in the same millisecond.
local at = now
local last = tonumber(f[6])
if last and last >= at then
  at = last + 1
end
local received = string.format('%.0f', at)
redis.call('ZADD', index, received, ARGV[3])
redis.call('HSET', events, ARGV[3], ARGV[4] .. '|' .. ARGV[5])
if ARGV[4] ~= '' then
  redis.call('HSET', events, ARGV[3] .. ':body', ARGV[6])
end
redis.call('HINCRBY', record, 'event_count', 1)
redis.call('HSET', record, 'last_ms', received)
redis.call('PEXPIRE', index, expires - now)
redis.call('PEXPIRE', events, expires - now)
return {'accepted', received, f[7]}
