-- Records one observation on an open reconciliation, with whether it matches the expected digest.
-- KEYS[1] the reconciliation record (hash); observations are its fields observation:<n> (n from 1), each
-- '<1|0 matched> <observed_at> <observed_digest> [<evidence_digest>]'
-- evidence_digest: '' for none
-- Returns not_found, applied, or why nothing was recorded: resolved, full.
local A = args('now', 'account', 'observed_digest', 'evidence_digest', 'max_observations', 'retention_ms')
local record = KEYS[1]
if not owned(record, A.account) then
  return refuse('not_found')
end
local f = redis.call('HMGET', record, 'status', 'expected_digest', 'observations')
if f[1] ~= 'open' then
  return reply(record, 'resolved')
elseif tonumber(f[3]) >= tonumber(A.max_observations) then
  return reply(record, 'full')
end
-- Counted and bounded in this one script: of any number of concurrent appends, at most max_observations apply.
local index = redis.call('HINCRBY', record, 'observations', 1)
local matched = same_digest(f[2], A.observed_digest)
redis.call('HINCRBY', record, matched and 'matches' or 'mismatches', 1)
redis.call('HSET', record, 'observation:' .. index,
  table.concat({matched and '1' or '0', A.now, A.observed_digest, A.evidence_digest}, ' '), 'changed_at', A.now)
redis.call('PEXPIRE', record, A.retention_ms)
return reply(record, 'applied')
