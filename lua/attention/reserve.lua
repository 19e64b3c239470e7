-- Reserves units of the current period for one subject, unless that would pass a limit.
-- KEYS[1] the budget record (hash: limits, period_started_at, used, priority_used, ...)
-- KEYS[2] the period's reservations (hash: sha256(reservation_key) ->
--         '<outcome> <units> <standard|priority> <subject> <reserved_at> <released_at|->')
-- KEYS[3] the period's units in use per subject (hash: subject -> units)
-- max_reservations: how many reservation_keys one period remembers (bounds KEYS[2] and KEYS[3])
-- Returns not_found or reservation_key_conflict with nothing shown; else the outcome (applied, closed,
-- reservation_limit, total_limit, standard_limit or subject_limit) with the record and, as detail,
-- '<entry> <subject units in use> <first|replayed>'. A replay answers the key's first outcome, which stays
-- for the period (refusals too); closed and reservation_limit are not remembered.
local A = args('now', 'account', 'reservation', 'units', 'priority', 'subject', 'max_reservations')
local record, reservations, subjects = KEYS[1], KEYS[2], KEYS[3]
if not owned(record, A.account) then
  return refuse('not_found')
end
local open = redis.call('HGET', record, 'status') == 'open'
if open then
  roll_period(record, tonumber(A.now), {'used', 'priority_used'}, {reservations, subjects})
end
local function subject_used(subject)
  return redis.call('HGET', subjects, subject) or '0'
end
local first = redis.call('HGET', reservations, A.reservation)
if first then
  local stored = words(first)
  if stored[2] ~= A.units or stored[3] ~= A.priority or stored[4] ~= A.subject then
    return refuse('reservation_key_conflict')
  end
  return reply(record, stored[1], first .. ' ' .. subject_used(A.subject) .. ' replayed')
end
local f = redis.call('HMGET', record, 'total_units', 'protected_priority_units', 'max_units_per_subject', 'used')
local total, protected, cap, used = tonumber(f[1]), tonumber(f[2]), tonumber(f[3]), tonumber(f[4])
local units = tonumber(A.units)
local outcome = 'applied'
if not open then
  outcome = 'closed'
elseif redis.call('HLEN', reservations) >= tonumber(A.max_reservations) then
  outcome = 'reservation_limit'
elseif used + units > total then
  outcome = 'total_limit'
elseif A.priority == 'standard' and used + units > total - protected then
  outcome = 'standard_limit'
elseif tonumber(subject_used(A.subject)) + units > cap then
  outcome = 'subject_limit'
end
local entry = table.concat({outcome, A.units, A.priority, A.subject, A.now, '-'}, ' ')
if outcome == 'closed' or outcome == 'reservation_limit' then
  return reply(record, outcome, entry .. ' ' .. subject_used(A.subject) .. ' first')
end
if outcome == 'applied' then
  redis.call('HINCRBY', record, 'used', A.units)
  if A.priority == 'priority' then
    redis.call('HINCRBY', record, 'priority_used', A.units)
  end
  redis.call('HINCRBY', subjects, A.subject, A.units)
  redis.call('PEXPIRE', subjects, redis.call('PTTL', record))
end
redis.call('HSET', reservations, A.reservation, entry)
redis.call('PEXPIRE', reservations, redis.call('PTTL', record))
return reply(record, outcome, entry .. ' ' .. subject_used(A.subject) .. ' first')
