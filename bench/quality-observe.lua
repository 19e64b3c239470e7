-- wrk script: record_quality_observation on one card from many contributors. CAIRN_CONTRIBUTOR_KEYS holds
-- their API keys, comma-separated; each request uses the next key and a new observation_key, so every
-- request stores one observation. Outcomes, latencies and prices vary deterministically with the counter.
-- Prints one summary line for bench/quality-card.sh to collect.
local keys = {}
for key in string.gmatch(os.getenv("CAIRN_CONTRIBUTOR_KEYS"), "[^,]+") do
  keys[#keys + 1] = key
end
local target = os.getenv("CAIRN_TARGET")
local counter = 0
local prefix

function init(args)
  prefix = "bench-" .. tostring(os.time()) .. "-" .. tostring(math.random(1, 1e9)) .. "-"
end

function request()
  counter = counter + 1
  local key = keys[counter % #keys + 1]
  local body = "{" .. target .. ',"observation_key":"' .. prefix .. counter .. '"'
    .. ',"outcome_success":' .. tostring(counter % 10 ~= 0) .. ',"reliability":' .. tostring(counter % 25 ~= 0)
    .. ',"latency_ms":' .. (50 + (counter * 7919) % 4000)
    .. ',"quoted_price_micros":' .. (1000 + counter % 50) .. ',"final_price_micros":' .. (1000 + counter % 70) .. "}"
  return wrk.format("POST", "/v1/quality/observations/record", {
    ["Content-Type"] = "application/json",
    ["Authorization"] = "Bearer " .. key,
  }, body)
end

function response(status, headers, body)
  if status ~= 200 then
    error("unexpected status " .. status .. ": " .. body)
  end
end

done = require("bench.summary")
