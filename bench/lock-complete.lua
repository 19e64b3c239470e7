-- wrk script: lock_action on a fresh key, then complete_action with the lock_id it returned.
-- Needs CAIRN_API_KEY in the environment. Prints one summary line for bench/load.sh to collect.
local api_key = os.getenv("CAIRN_API_KEY")
local pending = {}
local counter = 0
local prefix

function init(args)
  prefix = "bench-" .. tostring(os.time()) .. "-" .. tostring(math.random(1, 1e9)) .. "-"
end

local function post(path, body)
  return wrk.format("POST", path, {
    ["Content-Type"] = "application/json",
    ["Authorization"] = "Bearer " .. api_key,
  }, body)
end

function request()
  local settle = table.remove(pending)
  if settle then
    return post("/v1/actions/complete", '{"key":"' .. settle[1] .. '","lock_id":"' .. settle[2] .. '"}')
  end
  counter = counter + 1
  return post("/v1/actions/lock", '{"key":"' .. prefix .. counter .. '","completion_ttl_seconds":3600}')
end

function response(status, headers, body)
  if status ~= 200 then
    error("unexpected status " .. status .. ": " .. body)
  end
  local key, lock_id = body:match('"key":"([^"]+)","lock_id":"(lck_[0-9A-Z]+)"')
  if lock_id then
    table.insert(pending, {key, lock_id})
  end
end

done = require("bench.summary")
