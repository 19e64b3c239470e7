-- Opens an escalation, or finds the one the owner's control_id already opened.
-- KEYS[1] the escalation record (hash)
-- ARGV[1] now_ms  ARGV[2] account  ARGV[3] params digest  ARGV[4] incident_fingerprint  ARGV[5] severity
-- ARGV[6] title ('' for none)  ARGV[7] response_due_at_ms  ARGV[8] resolution_due_at_ms  ARGV[9] operator token hash
-- ARGV[10] record ttl_ms
-- Returns {outcome, '', field, value, ...}: created, existing, conflict (other parameters) or not_found (not the owner's).
local record = KEYS[1]
local repeated = repeated_create(record, ARGV[2], ARGV[3])
if repeated then
  return repeated
end
redis.call('HSET', record, 'account', ARGV[2], 'params', ARGV[3], 'status', 'open', 'incident_fingerprint', ARGV[4],
  'severity', ARGV[5], 'title', ARGV[6], 'created_at', ARGV[1], 'response_due_at', ARGV[7],
  'resolution_due_at', ARGV[8], 'token_hash', ARGV[9])
redis.call('PEXPIRE', record, ARGV[10])
return {'created', '', unpack(redis.call('HGETALL', record))}
