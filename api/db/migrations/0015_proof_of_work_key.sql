-- The key that signs proof-of-work challenges (api/limits/proof.ts) when ALTCHA_HMAC_KEY is unset:
-- drawn once, here, so that every api instance on this database signs with it and it survives a
-- restart. gen_random_uuid() draws from PostgreSQL's strong random source (122 random bits each);
-- two of them through SHA-256 give 64 hex characters. ON CONFLICT: a database that has one keeps it.
INSERT INTO "shared_secrets" ("name", "value")
VALUES ('proof_of_work', encode(sha256(convert_to(gen_random_uuid()::text || gen_random_uuid()::text, 'UTF8')), 'hex'))
ON CONFLICT ("name") DO NOTHING;
