-- Records one disclosure event: units counted under the total, the recipient's and the category's limits of
-- the current period at once, or none of them.
-- KEYS[1] the budget record (hash: limits, period_index, used)
-- KEYS[2] the current period's usage (hash: 'r:<recipient>' and 'c:<category>' -> units)
-- KEYS[3], KEYS[4] the current and the previous period's events (hash: sha256(event_key) -> entry), so a
--         retry just after a period ends still finds its first answer
-- event, recipient, category: hex digests; units: decimal 1..10^9; retention_ms: how long after a period that
-- could start now the budget is kept
-- Returns not_found, closed (no detail), or the event's outcome (applied, total_limit_exceeded, recipient_limit_exceeded,
-- category_limit_exceeded) with the budget's fields and, as detail,
-- '<period_index> <used> <recipient used> <category used> <entry> <first|replayed>', where entry is
-- '<outcome> <units> <recipient> <category> <recorded_at> <exceeded limits, comma-separated, or ->'.
-- event_key_conflict (the event's key first came with other units, recipient or category) changes nothing.
local A = args('now', 'account', 'event', 'units', 'recipient', 'category', 'retention_ms')
local record, usage, events, previous = KEYS[1], KEYS[2], KEYS[3], KEYS[4]
if not owned(record, A.account) then
  return refuse('not_found')
end
local f = redis.call('HMGET', record, 'status', 'created_at', 'period_ms', 'period_index', 'total_units',
  'per_recipient_limit', 'per_category_limit')
local open = f[1] == 'open'
local index = tonumber(f[4])
if open then
  local now_index = period_index(f[2], f[3], A.now, index)
  if now_index > index then
    if now_index == index + 1 and redis.call('EXISTS', events) == 1 then
      redis.call('RENAME', events, previous)
    else
      redis.call('DEL', events, previous)
    end
    redis.call('DEL', usage)
    redis.call('HSET', record, 'period_index', now_index, 'used', 0)
    index = now_index
  end
end
local r_field, c_field = 'r:' .. A.recipient, 'c:' .. A.category
local function answer(outcome, entry, replayed)
  local counts = redis.call('HMGET', usage, r_field, c_field)
  local detail = table.concat({index, redis.call('HGET', record, 'used'), counts[1] or '0', counts[2] or '0',
    entry, replayed}, ' ')
  return reply(record, outcome, detail)
end
local first = redis.call('HGET', events, A.event) or redis.call('HGET', previous, A.event)
if first then
  local stored = words(first)
  if stored[2] ~= A.units or stored[3] ~= A.recipient or stored[4] ~= A.category then
    return refuse('event_key_conflict')
  end
  return answer(stored[1], first, 'replayed')
end
if not open then
  return reply(record, 'closed')
end
-- Every count is at most 10^9 and every limit too, so sums and comparisons are exact in Lua's doubles;
-- HINCRBY adds in Redis's integers, and the entry keeps the strings sent.
local units = tonumber(A.units)
local counts = redis.call('HMGET', usage, r_field, c_field)
local exceeded = {}
if tonumber(redis.call('HGET', record, 'used')) + units > tonumber(f[5]) then
  exceeded[#exceeded + 1] = 'total'
end
if tonumber(counts[1] or '0') + units > tonumber(f[6]) then
  exceeded[#exceeded + 1] = 'recipient'
end
if tonumber(counts[2] or '0') + units > tonumber(f[7]) then
  exceeded[#exceeded + 1] = 'category'
end
local outcome = 'applied'
if #exceeded > 0 then
  outcome = exceeded[1] .. '_limit_exceeded'
else
  redis.call('HINCRBY', record, 'used', A.units)
  redis.call('HINCRBY', usage, r_field, A.units)
  redis.call('HINCRBY', usage, c_field, A.units)
end
local entry = table.concat({outcome, A.units, A.recipient, A.category, A.now,
  #exceeded > 0 and table.concat(exceeded, ',') or '-'}, ' ')
redis.call('HSET', events, A.event, entry)
-- '%d', not tostring: Lua writes large numbers with an exponent
local ttl = string.format('%d', tonumber(f[3]) + tonumber(A.retention_ms))
for _, key in ipairs({record, usage, events, previous}) do
  redis.call('PEXPIRE', key, ttl)
end
return answer(outcome, entry, 'first')
