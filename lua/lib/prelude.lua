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
