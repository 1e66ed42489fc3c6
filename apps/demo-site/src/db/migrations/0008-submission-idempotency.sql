-- Exactly once: the contact form sends a key it made for the submission, and sends the same key when the
-- visitor retries. A retry whose first attempt was stored finds its key here and is answered as the first was;
-- request_fingerprint tells a retry from a different submission that reuses a key.
ALTER TABLE form_submissions ADD COLUMN idempotency_key TEXT;
ALTER TABLE form_submissions ADD COLUMN request_fingerprint TEXT;
CREATE UNIQUE INDEX form_submissions_idempotency_key ON form_submissions (site_alias, idempotency_key)
  WHERE idempotency_key IS NOT NULL;
