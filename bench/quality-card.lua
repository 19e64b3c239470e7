-- wrk script: get_quality_card of one target (CAIRN_TARGET, the target's members as JSON without braces),
-- with CAIRN_API_KEY. Every answer must be 200 and scored. Prints one summary line.
local api_key = os.getenv("CAIRN_API_KEY")
local body = "{" .. os.getenv("CAIRN_TARGET") .. "}"

function request()
  return wrk.format("POST", "/v1/quality/cards/get", {
    ["Content-Type"] = "application/json",
    ["Authorization"] = "Bearer " .. api_key,
  }, body)
end

function response(status, headers, body)
  if status ~= 200 or not body:find('"status":"scored"', 1, true) then
    error("unexpected answer " .. status .. ": " .. body)
  end
end

done = require("bench.summary")
