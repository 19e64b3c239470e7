-- Put before every script by ScriptRegistry, so each script can use these helpers.

-- The script's named arguments (ScriptArgs sends ARGV as name, value, ...): a table of the names listed,
-- each a string ('' for none). A name not sent, or one sent but not listed, fails the call, and so does
-- reading a name not listed: a script and its Java caller cannot silently disagree.
local function args(...)
  local given = {}
  for i = 1, #ARGV, 2 do
    given[ARGV[i]] = ARGV[i + 1]
  end
  local named = {}
  for _, name in ipairs({...}) do
    if given[name] == nil then
      error('script argument missing: ' .. name)
    end
    named[name] = given[name]
    given[name] = nil
  end
  local extra = next(given)
  if extra then
    error('script argument not taken: ' .. extra)
  end
  return setmetatable(named, {__index = function(_, name)
    error('script argument not declared: ' .. tostring(name))
  end})
end

-- The space-separated words of a list argument.
local function words(list)
  local out = {}
  for word in string.gmatch(list, '%S+') do
    out[#out + 1] = word
  end
  return out
end

-- Records written before the family template (November 2026) named their status field 'state' (action
-- locks, approvals, challenges). A script on such a record renames it first, so all it reads and replies says
-- 'status'. Needed while such a record can live: an action's completion is kept up to 365 days.
local function upgrade_status(record)
  local old = redis.call('HGET', record, 'state')
  if old then
    redis.call('HSET', record, 'status', old)
    redis.call('HDEL', record, 'state')
  end
end

-- Every record script answers {outcome, detail, field, value, ...}: the record's fields as they stand after
-- the script, or none when the outcome is about a record the caller may not see (refuse).
local function reply(record, outcome, detail)
  return {outcome, detail or '', unpack(redis.call('HGETALL', record))}
end

local function refuse(outcome)
  return {outcome, ''}
end

-- Whether two digests (hex strings) are equal, in time that depends on their length only: a caller
-- guessing a token learns nothing from how long a refusal took. nil or false (a missing field) never matches.
local function same_digest(a, b)
  if not a or not b or #a ~= #b then
    return false
  end
  local diff = 0
  for i = 1, #a do
    diff = bit.bor(diff, bit.bxor(string.byte(a, i), string.byte(b, i)))
  end
  return diff == 0
end

-- The refusal of a link's token, or nil when the record exists and its token_hash matches token_hash.
local function token_refusal(record, token_hash)
  if redis.call('EXISTS', record) == 0 then
    return refuse('not_found')
  end
  if not same_digest(redis.call('HGET', record, 'token_hash'), token_hash) then
    return refuse('token_invalid')
  end
  return nil
end

-- Whether the record exists and belongs to the account: an owner operation on anything else is not_found.
local function owned(record, account)
  return redis.call('HGET', record, 'account') == account
end

-- The answer to a create over a record that may already exist: nil when there is no record; not_found
-- when another account owns it; conflict when it was made with other parameters; else existing.
local function repeated_create(record, account, params)
  if redis.call('EXISTS', record) == 0 then
    return nil
  end
  local owner = redis.call('HMGET', record, 'account', 'params')
  if owner[1] ~= account then
    return refuse('not_found')
  end
  if owner[2] ~= params then
    return refuse('conflict')
  end
  return reply(record, 'existing')
end

-- The index of the fixed window of period_ms, counted from started_at, that holds the instant at (each window
-- starts at its first millisecond), never below stored: a clock a little behind another instance's does
-- not take a record back to a period already left.
local function period_index(started_at, period_ms, at, stored)
  return math.max(tonumber(stored), math.floor((tonumber(at) - tonumber(started_at)) / tonumber(period_ms)))
end

-- Moves a per-period record (fields created_at, period_ms, period_started_at) to the window period_index
-- finds for now, when now has left the one its counters belong to; a period's end is thus the same instant
-- whoever calls first. The counters named are zeroed and the companions (keys of one period, in the record's
-- slot) deleted. Returns whether it moved.
local function roll_period(record, now, counters, companions)
  local f = redis.call('HMGET', record, 'created_at', 'period_ms', 'period_started_at')
  local created, length = tonumber(f[1]), tonumber(f[2])
  local current = math.floor((tonumber(f[3]) - created) / length)
  local index = period_index(created, length, now, current)
  if index == current then
    return false
  end
  redis.call('HSET', record, 'period_started_at', string.format('%d', created + index * length))
  for _, counter in ipairs(counters) do
    redis.call('HSET', record, counter, '0')
  end
  redis.call('DEL', unpack(companions))
  return true
end
