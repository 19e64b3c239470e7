-- Put before every script by ScriptRegistry, so each script can use these helpers.

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

-- The answer to a create over a record that may already exist, for scripts that answer
-- {outcome, detail, field, value, ...}: nil when there is no record; {'not_found', ''} when another account
-- owns it; {'conflict', ''} when it was made with other parameters; else {'existing', '', its fields...}.
local function repeated_create(record, account, params)
  if redis.call('EXISTS', record) == 0 then
    return nil
  end
  local owner = redis.call('HMGET', record, 'account', 'params')
  if owner[1] ~= account then
    return {'not_found', ''}
  end
  if owner[2] ~= params then
    return {'conflict', ''}
  end
  return {'existing', '', unpack(redis.call('HGETALL', record))}
end
