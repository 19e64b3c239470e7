-- The owner's check and close of an attention budget.
-- KEYS[1] the budget record, KEYS[2] the period's reservations, KEYS[3] the period's units per subject (as in
-- reserve.lua)
-- operation: 'check' or 'close'; subject: a subject whose units in use to show, '' for none;
-- retention_ms: how long a closed budget stays readable (never longer than create set: expires_at moves only
-- nearer)
-- Returns not_found, checked, applied (closed now) or already_closed, with the record and, as detail, the
-- subject's units in use ('' without a subject). An open budget first moves to the period now is in; a
-- closed one keeps the figures of the period it was closed in.
local A = args('now', 'account', 'operation', 'subject', 'retention_ms')
local record, reservations, subjects = KEYS[1], KEYS[2], KEYS[3]
if not owned(record, A.account) then
  return refuse('not_found')
end
local open = redis.call('HGET', record, 'status') == 'open'
if open then
  roll_period(record, tonumber(A.now), {'used', 'priority_used'}, {reservations, subjects})
end
local subject_used = ''
if A.subject ~= '' then
  subject_used = redis.call('HGET', subjects, A.subject) or '0'
end
if A.operation == 'check' then
  return reply(record, 'checked', subject_used)
end
if not open then
  return reply(record, 'already_closed', subject_used)
end
redis.call('HSET', record, 'status', 'closed', 'closed_at', A.now)
if redis.call('PTTL', record) > tonumber(A.retention_ms) then
  redis.call('HSET', record, 'expires_at', string.format('%d', tonumber(A.now) + tonumber(A.retention_ms)))
  for _, key in ipairs({record, reservations, subjects}) do
    redis.call('PEXPIRE', key, A.retention_ms)
  end
end
return reply(record, 'applied', subject_used)
