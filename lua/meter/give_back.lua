-- Takes back calls that take.lua counted, from every counter that still holds them (never below zero, and a
-- counter that is gone stays gone).
-- KEYS: the counters; calls: how many to take back from each.
local A = args('calls')
for _, key in ipairs(KEYS) do
  local count = tonumber(redis.call('GET', key) or '0')
  if count > 0 then
    redis.call('DECRBY', key, math.min(count, tonumber(A.calls)))
  end
end
return 1
