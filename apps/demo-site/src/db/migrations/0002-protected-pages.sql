-- Password-protected pages. Only a salted scrypt hash is kept ("scrypt$N$r$p$salt$hash", base64url parts);
-- the demo's wholesale price list opens with the password "sourdough" (see README).
CREATE TABLE protected_pages (
  alias TEXT PRIMARY KEY,
  password_hash TEXT NOT NULL
);
INSERT INTO protected_pages (alias, password_hash) VALUES
  ('wholesale', 'scrypt$16384$8$1$axulWSqvLklV7OtdHeanuw$Fqff-gycmd0bUYqTKQoqI60sM87QNIzWzlyqJW0hV78');

-- Secrets the server generates once per database (the key that signs page-access tokens).
CREATE TABLE server_secrets (
  name TEXT PRIMARY KEY,
  value BLOB NOT NULL
);

-- Wrong-password attempts per client, to slow down guessing.
CREATE TABLE page_auth_throttle (
  client_key TEXT PRIMARY KEY,
  failures INTEGER NOT NULL,
  last_failure_at INTEGER NOT NULL,
  blocked_until INTEGER NOT NULL
);
