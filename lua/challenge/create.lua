-- Opens a veto window bound to one action fingerprint, or finds the one this control_id already opened.
-- KEYS[1] the record (hash)
-- params: digest of the fingerprint, the windows and the title, which a repeated create must match; title: '' for none
-- Returns created, existing (same parameters, nothing changed), conflict (other parameters) or not_found
-- (not the owner's).
local A = args('now', 'account', 'params', 'token_hash', 'action_fingerprint', 'title', 'veto_deadline',
  'execution_deadline', 'ttl_ms')
local record = KEYS[1]
upgrade_status(record)
local repeated = repeated_create(record, A.account, A.params)
if repeated then
  return repeated
end
redis.call('HSET', record, 'account', A.account, 'params', A.params, 'status', 'open', 'token_hash', A.token_hash,
  'action_fingerprint', A.action_fingerprint, 'created_at', A.now, 'veto_deadline', A.veto_deadline,
  'execution_deadline', A.execution_deadline)
if A.title ~= '' then
  redis.call('HSET', record, 'title', A.title)
end
redis.call('PEXPIRE', record, A.ttl_ms)
return reply(record, 'created')
