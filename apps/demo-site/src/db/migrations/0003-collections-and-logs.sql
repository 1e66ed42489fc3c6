-- Site collections (spec §3: one JSON string value per named collection), the client logs the runtime sends
-- (spec §7 POST /_dm/s/rt/actions/logs) and the feature flag notifications (POST /api/uis/flags/notify).
CREATE TABLE site_collections (
  site_alias TEXT NOT NULL,
  name TEXT NOT NULL,
  -- Stored exactly as it is sent: the JSON text the runtime parses.
  value TEXT NOT NULL CHECK (json_valid(value)),
  updated_at TEXT NOT NULL,
  PRIMARY KEY (site_alias, name)
);

CREATE TABLE client_logs (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  priority TEXT NOT NULL CHECK (priority IN ('TRACE', 'DEBUG', 'INFO', 'WARN', 'ERROR')),
  log TEXT NOT NULL,
  received_at TEXT NOT NULL,
  user_agent TEXT
);
CREATE INDEX client_logs_received_at ON client_logs (received_at);

CREATE TABLE flag_notifications (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  -- A JSON array of flag names.
  flags TEXT NOT NULL CHECK (json_valid(flags)),
  received_at TEXT NOT NULL
);
