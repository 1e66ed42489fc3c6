-- The journal's posts (core-runtime spec §3 "Blog post item"): the blog page lists them with load-more, post
-- pages are reached by post_id, and the `wpl` endpoint answers load-more and search from here.
CREATE TABLE blog_posts (
  site_alias TEXT NOT NULL,
  id INTEGER NOT NULL,
  -- The page that shows the post (`post`, or a post with a page of its own such as `rye-harvest`).
  page_alias TEXT NOT NULL,
  title TEXT NOT NULL,
  author TEXT NOT NULL,
  -- ISO date (YYYY-MM-DD): sorts as text.
  published_on TEXT NOT NULL CHECK (published_on GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'),
  excerpt TEXT NOT NULL,
  -- Paragraphs separated by a blank line.
  body TEXT NOT NULL,
  PRIMARY KEY (site_alias, id)
);

CREATE INDEX blog_posts_by_date ON blog_posts (site_alias, published_on DESC, id DESC);

CREATE TABLE blog_post_tags (
  site_alias TEXT NOT NULL,
  post_id INTEGER NOT NULL,
  tag TEXT NOT NULL,
  PRIMARY KEY (site_alias, post_id, tag),
  FOREIGN KEY (site_alias, post_id) REFERENCES blog_posts (site_alias, id) ON DELETE CASCADE
);
