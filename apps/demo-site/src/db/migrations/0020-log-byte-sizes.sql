-- Retention counts bytes as well as rows, and a batch's User-Agent is stored once, not copied into every entry
-- (one address once wrote 95 MB of User-Agent into a second's worth of log rows).
CREATE TABLE client_log_batches (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  received_at TEXT NOT NULL,
  user_agent TEXT
);

-- Rows stored before this keep their own user_agent; new rows leave it NULL and name their batch.
ALTER TABLE client_logs ADD COLUMN batch_id INTEGER REFERENCES client_log_batches (id);
CREATE INDEX client_logs_batch_id ON client_logs (batch_id);
-- What a row costs on disk, as retention counts it: its text's UTF-8 bytes (and its batch's User-Agent, on the
-- batch's first row).
ALTER TABLE client_logs ADD COLUMN bytes INTEGER NOT NULL DEFAULT 0;
UPDATE client_logs SET bytes = length(CAST(log AS BLOB)) + COALESCE(length(CAST(user_agent AS BLOB)), 0);

ALTER TABLE flag_notifications ADD COLUMN bytes INTEGER NOT NULL DEFAULT 0;
UPDATE flag_notifications SET bytes = length(CAST(flags AS BLOB));
