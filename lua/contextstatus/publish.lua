-- Publishes a context as active, finds the record the owner's control_id already published, or resolves its
-- dispute (a repeated publish of a disputed context makes it active again).
-- KEYS[1] the account's context statuses: the prefix of its keys, all in the account's slot so that check can
-- follow a chain of supersessions in one script. Records are KEYS[1]:c:<sha256(control_id)> (hash); the digest
-- index KEYS[1]:d:<hex of context_digest> holds the sha256(control_id) of the record that published it.
-- ttl_ms: how long Redis keeps the record and its index entry (set once, here)
-- Returns applied (published, or dispute resolved: detail 'resolved'), already_active, superseded, revoked,
-- expired, conflict (control_id with other parameters) or digest_taken (the digest has another control_id).
local A = args('now', 'account', 'control_hash', 'control_id', 'id', 'params', 'context_digest', 'digest_hex',
  'expires_at', 'ttl_ms')
local record = KEYS[1] .. ':c:' .. A.control_hash
local index = KEYS[1] .. ':d:' .. A.digest_hex
local repeated = repeated_create(record, A.account, A.params)
if repeated then
  if repeated[1] ~= 'existing' then
    return repeated
  end
  local f = redis.call('HMGET', record, 'status', 'expires_at')
  if (f[1] == 'active' or f[1] == 'disputed') and tonumber(A.now) >= tonumber(f[2]) then
    return reply(record, 'expired')
  elseif f[1] == 'disputed' then
    redis.call('HSET', record, 'status', 'active', 'resolved_at', A.now)
    return reply(record, 'applied', 'resolved')
  end
  return reply(record, f[1] == 'active' and 'already_active' or f[1])
end
local holder = redis.call('GET', index)
if holder and redis.call('EXISTS', KEYS[1] .. ':c:' .. holder) == 1 then
  return refuse('digest_taken')
end
redis.call('HSET', record, 'account', A.account, 'id', A.id, 'control_id', A.control_id, 'params', A.params,
  'status', 'active', 'context_digest', A.context_digest, 'published_at', A.now, 'expires_at', A.expires_at,
  'retained_until', tonumber(A.now) + tonumber(A.ttl_ms))
redis.call('SET', index, A.control_hash, 'PX', A.ttl_ms)
redis.call('PEXPIRE', record, A.ttl_ms)
return reply(record, 'applied')
