-- Push subscriptions (widgets spec §3 Push subscription, §7 POST/DELETE …/notifications/subscriptions): one row
-- per push endpoint of a site. The site pushes to the endpoint; the device id says which layout subscribed.
CREATE TABLE push_subscriptions (
  site_alias TEXT NOT NULL,
  endpoint TEXT NOT NULL,
  -- The custom domain the visitor subscribed on (`subDomain`).
  sub_domain TEXT NOT NULL,
  -- 0 desktop, 1 tablet, 2 mobile.
  device_id INTEGER NOT NULL CHECK (device_id IN (0, 1, 2)),
  subscribed_at TEXT NOT NULL,
  PRIMARY KEY (site_alias, endpoint)
);
