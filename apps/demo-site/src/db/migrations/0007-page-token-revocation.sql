-- A page-access token names the password version it was issued for: changing a page's password raises the
-- version and so revokes every token issued before. A visitor's "lock again" revokes their token by its id
-- until it would have expired anyway.
ALTER TABLE protected_pages ADD COLUMN password_version INTEGER NOT NULL DEFAULT 1;

CREATE TABLE revoked_page_tokens (
  token_id TEXT PRIMARY KEY,
  expires_at INTEGER NOT NULL
);
