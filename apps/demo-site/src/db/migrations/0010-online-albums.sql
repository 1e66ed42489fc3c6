-- The albums of the site's social network page and their photos, which the album call answers with
-- (widgets spec §7 GET /_dm/s/rt/api/public/rt/getonlinephotos?id={albumId}&platform=fb).
CREATE TABLE online_albums (
  id TEXT PRIMARY KEY,
  platform TEXT NOT NULL CHECK (platform IN ('fb')),
  name TEXT NOT NULL,
  cover TEXT NOT NULL
);

CREATE TABLE online_album_photos (
  album_id TEXT NOT NULL REFERENCES online_albums (id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  source TEXT NOT NULL,
  caption TEXT NOT NULL DEFAULT '',
  likes INTEGER NOT NULL DEFAULT 0 CHECK (likes >= 0),
  PRIMARY KEY (album_id, position)
);
