-- Returns a reservation's units to the current period, once.
-- KEYS[1] the budget record, KEYS[2] the period's reservations, KEYS[3] the period's units per subject (as in
-- reserve.lua). A reservation of an earlier period went with it: its key is no longer known.
-- Returns not_found with nothing shown; else applied, or why nothing changed: not_reserved (no such key this
-- period, or its reserve was refused), closed, already_released; with the record and, when the key is known,
-- as detail '<entry> <subject units in use>'.
local A = args('now', 'account', 'reservation')
local record, reservations, subjects = KEYS[1], KEYS[2], KEYS[3]
if not owned(record, A.account) then
  return refuse('not_found')
end
local open = redis.call('HGET', record, 'status') == 'open'
if open then
  roll_period(record, tonumber(A.now), {'used', 'priority_used'}, {reservations, subjects})
end
local entry = redis.call('HGET', reservations, A.reservation)
if not entry then
  return reply(record, 'not_reserved')
end
local e = words(entry)
local outcome = 'applied'
if not open then
  outcome = 'closed'
elseif e[1] ~= 'applied' then
  outcome = 'not_reserved'
elseif e[6] ~= '-' then
  outcome = 'already_released'
else
  redis.call('HINCRBY', record, 'used', '-' .. e[2])
  if e[3] == 'priority' then
    redis.call('HINCRBY', record, 'priority_used', '-' .. e[2])
  end
  if redis.call('HINCRBY', subjects, e[4], '-' .. e[2]) == 0 then
    redis.call('HDEL', subjects, e[4])
  end
  e[6] = A.now
  entry = table.concat(e, ' ')
  redis.call('HSET', reservations, A.reservation, entry)
end
return reply(record, outcome, entry .. ' ' .. (redis.call('HGET', subjects, e[4]) or '0'))
