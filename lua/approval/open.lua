-- Reads an approval for the holder of its link (public get).
-- KEYS[1] the record (hash)
-- ARGV[1] hash of the presented token
-- Returns {'not_found'}, {'token_invalid'} or {'ok', field, value, ...}.
local record = KEYS[1]
if redis.call('EXISTS', record) == 0 then
  return {'not_found'}
end
if not same_digest(redis.call('HGET', record, 'token_hash'), ARGV[1]) then
  return {'token_invalid'}
end
return {'ok', unpack(redis.call('HGETALL', record))}
