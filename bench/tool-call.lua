-- wrk script: the same tool call over REST or over MCP tools/call, chosen by the environment:
--   BENCH_MODE  rest | mcp-2025 | mcp-2026
--   BENCH_TOOL  the tool name, BENCH_PATH its REST route, BENCH_ARGS its arguments (JSON), or
--   BENCH_ARGS_FILE a file holding them (for bodies too large for the environment)
--   CAIRN_API_KEY  sent as the bearer key when set
local mode = os.getenv("BENCH_MODE")
local tool = os.getenv("BENCH_TOOL")
local args = os.getenv("BENCH_ARGS")
local args_file = os.getenv("BENCH_ARGS_FILE")
if args_file and args_file ~= "" then
  local file = assert(io.open(args_file, "rb"))
  args = file:read("*a")
  file:close()
end
local api_key = os.getenv("CAIRN_API_KEY")

local headers = {["Content-Type"] = "application/json", ["Accept"] = "application/json, text/event-stream"}
if api_key and api_key ~= "" then
  headers["Authorization"] = "Bearer " .. api_key
end
local path, body, failure
if mode == "rest" then
  path, body, failure = os.getenv("BENCH_PATH"), args, '"status":4'
else
  local meta = ""
  if mode == "mcp-2026" then
    headers["MCP-Protocol-Version"] = "2026-07-28"
    headers["Mcp-Method"] = "tools/call"
    headers["Mcp-Name"] = tool
    meta = ',"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28",'
      .. '"io.modelcontextprotocol/clientCapabilities":{}}'
  else
    headers["MCP-Protocol-Version"] = "2025-11-25"
  end
  path = "/mcp"
  body = '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"' .. tool .. '","arguments":'
    .. args .. meta .. '}}'
  failure = '"isError":true'
end

local prepared -- built once: a 1 MB body would otherwise be copied into a new request for every call
function request()
  prepared = prepared or wrk.format("POST", path, headers, body)
  return prepared
end

function response(status, response_headers, response_body)
  if status ~= 200 or response_body:find(failure, 1, true) then
    error("call failed with status " .. status .. ": " .. response_body)
  end
end

done = require("bench.summary")
