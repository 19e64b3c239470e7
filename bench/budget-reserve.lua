-- wrk script: reserve_action_budget, one unit per request under a ceiling it never reaches (10^12), each
-- with a new reservation_key, all in one period (BENCH_PERIOD), so every request runs the whole reserve:
-- the limit check, the key lookup, HINCRBY and the key's record. Needs CAIRN_API_KEY and BENCH_PERIOD.
-- Prints one summary line for bench/budget.sh to collect.
local api_key = os.getenv("CAIRN_API_KEY")
local period = os.getenv("BENCH_PERIOD")
local counter = 0
local prefix

function init(args)
  prefix = tostring(math.random(1, 1e9)) .. "-"
end

function request()
  counter = counter + 1
  return wrk.format("POST", "/v1/budgets/reserve", {
    ["Content-Type"] = "application/json",
    ["Authorization"] = "Bearer " .. api_key,
  }, '{"operation":"reserve","budget_key":"bench","period_key":"' .. period .. '","reservation_key":"' .. prefix
    .. counter .. '","amount":1,"limit":1000000000000,"retention_seconds":3600}')
end

function response(status, headers, body)
  if status ~= 200 or not body:find('"applied":true', 1, true) then
    error("reserve failed with status " .. status .. ": " .. body)
  end
end

done = require("bench.summary")
