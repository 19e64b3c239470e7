-- Reads a period's budget: its fields, or no_period when none is recorded or it has passed expires_at.
-- KEYS[1] the period record (hash: limit, used, started_at, expires_at)
local A = args('now')
local period = KEYS[1]
local ends = redis.call('HGET', period, 'expires_at')
if not ends or tonumber(ends) <= tonumber(A.now) then
  return refuse('no_period')
end
return reply(period, 'checked')
