-- Shows a record to the holder of its link, whose token it checks (the public get of the families whose
-- link holder only looks before acting: approval, challenge).
-- KEYS[1] the record (hash)
-- Returns not_found, token_invalid or viewed.
local A = args('token_hash')
local record = KEYS[1]
local refusal = token_refusal(record, A.token_hash)
if refusal then
  return refusal
end
upgrade_status(record)
return reply(record, 'viewed')
