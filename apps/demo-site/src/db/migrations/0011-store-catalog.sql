-- The shop's catalogue (widgets spec §5 "crawlers"): what the server renders as the static product browser on
-- the store page, for crawlers and for visitors while (or when) the live store cannot show.
CREATE TABLE store_categories (
  site_alias TEXT NOT NULL,
  id INTEGER NOT NULL,
  name TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  position INTEGER NOT NULL,
  PRIMARY KEY (site_alias, id)
);

CREATE TABLE store_products (
  site_alias TEXT NOT NULL,
  id INTEGER NOT NULL,
  category_id INTEGER NOT NULL,
  name TEXT NOT NULL,
  -- Whole cents: money is never a floating-point sum here.
  price_cents INTEGER NOT NULL CHECK (price_cents >= 0),
  description TEXT NOT NULL,
  image_url TEXT NOT NULL,
  position INTEGER NOT NULL,
  PRIMARY KEY (site_alias, id),
  FOREIGN KEY (site_alias, category_id) REFERENCES store_categories (site_alias, id)
);
