-- The owner's operations on a published context: check, supersede, dispute or revoke.
-- KEYS[1] the account's context statuses (see publish.lua): the record is KEYS[1]:c:<control_hash> or, without a
-- control_hash, the one the index KEYS[1]:d:<digest_hex> names. Successors are found through the same index,
-- which is why every record of an account lives in its slot.
-- successor_digest, successor_hex: for supersede; reason_code: the reason stored by supersede, dispute, revoke;
-- max_hops: how many supersessions check follows
-- Returns not_found, applied, the reason nothing changed, or checked with one field per hop of the chain,
-- 'hop.<n>' = '<context_digest> <status>' (status unknown when its record is gone) and detail 'truncated' when the
-- chain goes on beyond max_hops.
local A = args('now', 'operation', 'control_hash', 'digest_hex', 'successor_digest', 'successor_hex',
  'reason_code', 'max_hops')
local base = KEYS[1]

-- The record that published the digest with this hex, or nil.
local function published(hex)
  local control = redis.call('GET', base .. ':d:' .. hex)
  local record = control and base .. ':c:' .. control
  if record and redis.call('EXISTS', record) == 1 then
    return record
  end
  return nil
end

-- Only an active or disputed context expires; superseded and revoked stand.
local function status_of(record)
  local f = redis.call('HMGET', record, 'status', 'expires_at')
  if (f[1] == 'active' or f[1] == 'disputed') and tonumber(A.now) >= tonumber(f[2]) then
    return 'expired'
  end
  return f[1]
end

local record
if A.control_hash ~= '' then
  record = base .. ':c:' .. A.control_hash
  if redis.call('EXISTS', record) == 0 then
    return refuse('not_found')
  end
else
  record = published(A.digest_hex)
  if not record then
    return refuse('not_found')
  end
end
local status = status_of(record)

if A.operation == 'supersede' then
  if status == 'superseded' then
    return reply(record, 'already_superseded')
  elseif status ~= 'active' and status ~= 'disputed' then
    return reply(record, status)
  elseif redis.call('HGET', record, 'context_digest') == A.successor_digest then
    return reply(record, 'successor_is_self')
  end
  local successor = published(A.successor_hex)
  if not successor then
    return reply(record, 'successor_not_published')
  elseif status_of(successor) ~= 'active' then
    return reply(record, 'successor_not_active')
  end
  redis.call('HSET', record, 'status', 'superseded', 'successor_digest', A.successor_digest, 'superseded_at', A.now,
    'reason_code', A.reason_code)
  return reply(record, 'applied')
elseif A.operation == 'dispute' then
  if status == 'disputed' then
    return reply(record, 'already_disputed')
  elseif status ~= 'active' then
    return reply(record, status)
  end
  redis.call('HSET', record, 'status', 'disputed', 'disputed_at', A.now, 'reason_code', A.reason_code)
  return reply(record, 'applied')
elseif A.operation == 'revoke' then
  if status == 'revoked' then
    return reply(record, 'already_revoked')
  elseif status == 'expired' then
    return reply(record, 'expired')
  end
  redis.call('HSET', record, 'status', 'revoked', 'revoked_at', A.now, 'reason_code', A.reason_code)
  return reply(record, 'applied')
end

local answer = reply(record, 'checked')
local at = record
for hop = 1, tonumber(A.max_hops) + 1 do
  local successor = redis.call('HGET', at, 'successor_digest')
  if not successor then
    break
  elseif hop > tonumber(A.max_hops) then
    answer[2] = 'truncated'
    break
  end
  at = published(string.sub(successor, 8))
  answer[#answer + 1] = 'hop.' .. hop
  answer[#answer + 1] = successor .. ' ' .. (at and status_of(at) or 'unknown')
  if not at then
    break
  end
end
return answer
