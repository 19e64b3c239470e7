-- Opens a veto window bound to one action fingerprint, or finds the one this control_id already opened.
-- KEYS[1] the record (hash)
-- ARGV[1] account  ARGV[2] token hash  ARGV[3] action_fingerprint  ARGV[4] veto_window_ms
-- ARGV[5] execution_window_ms  ARGV[6] title ('' for none)  ARGV[7] now_ms  ARGV[8] veto_deadline_ms
-- ARGV[9] execution_deadline_ms  ARGV[10] record ttl_ms  ARGV[11] the server id (kept in the record)
-- Returns {verdict, field, value, ...}: 'created'; 'existing' (same parameters, nothing changed);
-- 'conflict' (other parameters) with no fields.
local record = KEYS[1]
if redis.call('EXISTS', record) == 1 then
  local f = redis.call('HMGET', record, 'account', 'action_fingerprint', 'veto_window_ms', 'execution_window_ms', 'title')
  if f[1] == ARGV[1] and f[2] == ARGV[3] and f[3] == ARGV[4] and f[4] == ARGV[5] and (f[5] or '') == ARGV[6] then
    return {'existing', unpack(redis.call('HGETALL', record))}
  end
  return {'conflict'}
end
redis.call('HSET', record, 'id', ARGV[11], 'state', 'open', 'account', ARGV[1], 'token_hash', ARGV[2],
  'action_fingerprint', ARGV[3], 'veto_window_ms', ARGV[4], 'execution_window_ms', ARGV[5], 'created_at', ARGV[7],
  'veto_deadline', ARGV[8], 'execution_deadline', ARGV[9])
if ARGV[6] ~= '' then
  redis.call('HSET', record, 'title', ARGV[6])
end
redis.call('PEXPIRE', record, ARGV[10])
return {'created', unpack(redis.call('HGETALL', record))}
