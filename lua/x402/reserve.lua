-- Reserves one payment authorization (chain, token, payer, nonce) until it can no longer be settled: the first
-- use is granted (1), every later one, concurrent or not, is refused (0). Nothing ever releases it, so an
-- authorization whose settlement failed stays used.
-- KEYS[1]: the authorization's key. ttl_ms: until validBefore, and a margin.
local A = args('ttl_ms')
if redis.call('SET', KEYS[1], '1', 'NX', 'PX', A.ttl_ms) then
  return 1
end
return 0
