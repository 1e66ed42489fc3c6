-- Contact form submissions (widgets spec §3, §7): every field with its label and type, which form it came
-- from, and the one uploaded file, whose bytes live on disk beside the database.
CREATE TABLE form_submissions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  site_alias TEXT NOT NULL,
  form_id TEXT NOT NULL,
  form_title TEXT NOT NULL,
  -- A JSON array of {name, label, type, values}.
  fields TEXT NOT NULL CHECK (json_valid(fields)),
  -- A JSON object of the integration hidden fields, as posted.
  integrations TEXT NOT NULL CHECK (json_valid(integrations)),
  received_at TEXT NOT NULL,
  user_agent TEXT
);
CREATE INDEX form_submissions_received_at ON form_submissions (received_at);

CREATE TABLE form_files (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  submission_id INTEGER NOT NULL REFERENCES form_submissions (id) ON DELETE CASCADE,
  field_name TEXT NOT NULL,
  original_name TEXT NOT NULL,
  content_type TEXT NOT NULL,
  size INTEGER NOT NULL,
  -- A file name under the uploads folder, made by the server: never the visitor's name.
  stored_name TEXT NOT NULL UNIQUE
);
