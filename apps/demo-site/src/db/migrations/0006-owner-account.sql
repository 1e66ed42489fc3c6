-- The site owner's login for the inbox and the admin pages: one account whose password is set from the command
-- line and kept only as a salted scrypt hash. password_version goes up with every change of password, which ends
-- every session signed in before it.
CREATE TABLE owner_account (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  password_hash TEXT NOT NULL,
  password_version INTEGER NOT NULL,
  updated_at TEXT NOT NULL
);

-- Signed-in owner browsers. Only the SHA-256 of the cookie's token is kept, so a copy of the database signs no
-- one in; csrf_token is what the session's admin forms must send back.
CREATE TABLE owner_sessions (
  token_hash TEXT PRIMARY KEY,
  csrf_token TEXT NOT NULL,
  password_version INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE INDEX owner_sessions_expires_at ON owner_sessions (expires_at);
