-- Stops, clears or checks one subject. An account's stops are fields of one hash, so the subject and all its
-- ancestors are read in one step (and on one cluster slot), and a check sees either all of a change or none.
-- KEYS[1] the account's stops (hash: sha256(subject_key) -> '<stopped_at> <reason_code>')
-- operation: 'check', 'stop' or 'clear'; path: the hashes of the subject_key, then of each ancestor, nearest
-- first; reason_code: for stop
-- Returns {outcome, '', i, '<stopped_at> <reason_code>', ...}, one pair per stopped entry i of the path (1 is
-- the subject itself). Outcomes: checked; applied; already_stopped (stop); not_stopped or stopped_by_ancestor
-- (clear of a subject without a stop of its own).
local A = args('now', 'operation', 'path', 'reason_code')
local stops = KEYS[1]
local path = words(A.path)
local outcome = 'checked'
if A.operation == 'stop' then
  local added = redis.call('HSETNX', stops, path[1], A.now .. ' ' .. A.reason_code)
  outcome = added == 1 and 'applied' or 'already_stopped'
elseif A.operation == 'clear' then
  outcome = redis.call('HDEL', stops, path[1]) == 1 and 'applied' or 'not_stopped'
end
local found = redis.call('HMGET', stops, unpack(path))
local answer = {outcome, ''}
for i = 1, #path do
  if found[i] then
    answer[#answer + 1] = tostring(i)
    answer[#answer + 1] = found[i]
  end
end
if outcome == 'not_stopped' and #answer > 2 then
  answer[1] = 'stopped_by_ancestor'
end
return answer
