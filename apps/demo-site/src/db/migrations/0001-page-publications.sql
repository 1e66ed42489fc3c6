-- The current publication of every page. Republishing replaces the uuid, which is how the page cache in the
-- browser learns that its copy of a page is stale.
CREATE TABLE page_publications (
  alias TEXT PRIMARY KEY,
  uuid TEXT NOT NULL,
  published_at TEXT NOT NULL
);
