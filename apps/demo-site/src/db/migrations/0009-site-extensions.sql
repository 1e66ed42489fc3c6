-- Site extensions (core-runtime spec §3 `extensionsToRender`, widgets spec §7 POST ajax_ext.jsp): the HTML
-- each extension renders into its placeholder, per site.
CREATE TABLE site_extensions (
  site_alias TEXT NOT NULL,
  ext_id TEXT NOT NULL,
  title TEXT NOT NULL,
  -- The markup sent as it is stored; its scripts run on the page (they get the page's CSP nonce from core).
  html TEXT NOT NULL,
  -- A shorter version for phones, when the extension has one.
  html_mobile TEXT,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (site_alias, ext_id)
);
