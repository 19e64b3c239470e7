-- Publishes a context as active, finds the record the owner's control_id already published, or resolves its
-- dispute (a repeated publish of a disputed context makes it active again).
-- KEYS[1] the control_id's pointer cairn:context-status:{<account>}:c:<sha256(control_id)> (the digest);
-- KEYS[2] the record cairn:context-status:{<account>}:d:<hex of context_digest> (hash). Both carry the
-- account's tag, so a supersede can read its successor in the same script.
-- ttl_ms: how long Redis keeps the record and its pointer (set once, here, together)
-- Returns applied (published, or dispute resolved: detail 'resolved'), already_active, superseded, revoked,
-- expired, conflict (control_id with other parameters) or digest_taken (the digest has another control_id).
local A = args('now', 'account', 'control_hash', 'control_id', 'id', 'params', 'context_digest', 'expires_at',
  'ttl_ms')
local pointer, record = KEYS[1], KEYS[2]
local bound = redis.call('GET', pointer)
if bound and bound ~= A.context_digest then
  return refuse('conflict')
elseif not bound and redis.call('EXISTS', record) == 1 then
  return refuse('digest_taken') -- pointer and record live exactly as long: this record is another control_id's
end
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
redis.call('HSET', record, 'account', A.account, 'id', A.id, 'control_id', A.control_id,
  'control_hash', A.control_hash, 'params', A.params, 'status', 'active', 'context_digest', A.context_digest,
  'published_at', A.now, 'expires_at', A.expires_at, 'retained_until', tonumber(A.now) + tonumber(A.ttl_ms))
redis.call('SET', pointer, A.context_digest, 'PX', A.ttl_ms)
redis.call('PEXPIRE', record, A.ttl_ms)
return reply(record, 'applied')
