-- Reserves amount units of a period's budget, unless used + amount would pass the period's limit.
-- KEYS[1] the period record (hash: limit, used, started_at, expires_at)
-- KEYS[2] the period's reservations (hash: sha256(reservation_key) -> '<outcome> <amount> <reserved_at>'),
--         under the same hash tag, so a retry is recognised in the same step that would reserve
-- limit, amount: decimal integers 1..10^12; reservation: the key's SHA-256, '' for none; expires_at,
-- retention_ms: when a period this call starts ends, and its lifetime in Redis (both from the service)
-- Returns limit_conflict or reservation_key_conflict with nothing changed and nothing shown; else the
-- reservation's outcome (applied or limit_exceeded) with the period's fields and, as detail,
-- '<outcome> <amount> <reserved_at> <first|replayed>'.
local A = args('now', 'limit', 'amount', 'reservation', 'expires_at', 'retention_ms')
local period, reservations = KEYS[1], KEYS[2]
local ends = redis.call('HGET', period, 'expires_at')
if ends and tonumber(ends) <= tonumber(A.now) then
  redis.call('DEL', period, reservations)
  ends = nil
end
if not ends then
  redis.call('HSET', period, 'limit', A.limit, 'used', '0', 'started_at', A.now, 'expires_at', A.expires_at)
  redis.call('PEXPIRE', period, A.retention_ms)
elseif redis.call('HGET', period, 'limit') ~= A.limit then
  return refuse('limit_conflict')
end
if A.reservation ~= '' then
  local first = redis.call('HGET', reservations, A.reservation)
  if first then
    local stored = words(first)
    if stored[2] ~= A.amount then
      return refuse('reservation_key_conflict')
    end
    return reply(period, stored[1], first .. ' replayed')
  end
end
-- Each of used, amount and limit is at most 10^12, so the sum and the comparison are exact in Lua's
-- doubles (integers up to 2^53). No number is turned back into text here (Lua's tostring, %.14g, writes
-- 10^12 as '1e+12'): HINCRBY adds in Redis's own 64-bit integers, and the entry keeps the strings sent.
local outcome = 'applied'
if tonumber(redis.call('HGET', period, 'used')) + tonumber(A.amount) > tonumber(A.limit) then
  outcome = 'limit_exceeded'
else
  redis.call('HINCRBY', period, 'used', A.amount)
end
local entry = outcome .. ' ' .. A.amount .. ' ' .. A.now
if A.reservation ~= '' then
  redis.call('HSET', reservations, A.reservation, entry)
  redis.call('PEXPIRE', reservations, redis.call('PTTL', period))
end
return reply(period, outcome, entry .. ' first')
