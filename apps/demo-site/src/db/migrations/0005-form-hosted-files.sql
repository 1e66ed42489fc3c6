-- Files a visitor picked through the file picker service (a file-hosting service, a cloud drive, a mail
-- service: widgets spec §5) instead of uploading them: the service keeps the bytes, the submission keeps the
-- https address it gave, with the name, type and size it declared. The server never fetches the address.
CREATE TABLE form_hosted_files (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  submission_id INTEGER NOT NULL REFERENCES form_submissions (id) ON DELETE CASCADE,
  field_name TEXT NOT NULL,
  url TEXT NOT NULL CHECK (url LIKE 'https://%'),
  original_name TEXT NOT NULL,
  content_type TEXT NOT NULL,
  size INTEGER NOT NULL CHECK (size >= 0)
);
CREATE INDEX form_hosted_files_submission_id ON form_hosted_files (submission_id);
