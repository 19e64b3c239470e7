-- Pins terms under the owner's control_id, or finds the pin the control_id already names.
-- KEYS[1] the pin record (hash)
-- pinned: the space-separated names of the fields the pin holds (a field not named is stored empty);
-- ttl_ms: how long Redis keeps the record
-- Returns created, existing, conflict (other parameters) or not_found (not the owner's).
local A = args('now', 'account', 'params', 'pinned', 'terms_digest', 'interface_digest', 'counterparty_fingerprint',
  'version_label', 'price_minor', 'currency', 'expires_at', 'ttl_ms')
local record = KEYS[1]
local repeated = repeated_create(record, A.account, A.params)
if repeated then
  return repeated
end
redis.call('HSET', record, 'account', A.account, 'params', A.params, 'status', 'pinned', 'pinned', A.pinned,
  'terms_digest', A.terms_digest, 'interface_digest', A.interface_digest,
  'counterparty_fingerprint', A.counterparty_fingerprint, 'version_label', A.version_label,
  'price_minor', A.price_minor, 'currency', A.currency, 'created_at', A.now, 'expires_at', A.expires_at)
redis.call('PEXPIRE', record, A.ttl_ms)
return reply(record, 'created')
