-- Counts one call on every counter of a quota when each is below its limit; otherwise changes nothing.
-- KEYS: the counters (strings holding a count), all in one slot.
-- limits, ttl_ms: one word per key: the counter's limit, and its lifetime from now, set when it is created
-- (the end of its period plus a day; the counter is garbage after that).
-- Returns {admitted (1 or 0), count of KEYS[1], count of KEYS[2], ...}, the counts after the call.
local A = args('limits', 'ttl_ms')
local limits, ttls = words(A.limits), words(A.ttl_ms)
local counts = {}
local admitted = 1
for i, key in ipairs(KEYS) do
  counts[i] = tonumber(redis.call('GET', key) or '0')
  if counts[i] >= tonumber(limits[i]) then
    admitted = 0
  end
end
if admitted == 1 then
  for i, key in ipairs(KEYS) do
    counts[i] = redis.call('INCR', key)
    if counts[i] == 1 then
      redis.call('PEXPIRE', key, ttls[i])
    end
  end
end
return {admitted, unpack(counts)}
