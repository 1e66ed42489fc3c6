-- Draft posts: stored with the others, shown only in preview and editor mode (the `wpl` calls' `?preview=true`,
-- a journal page's `preview=true`). Lists put them after every published post, so the offsets of published
-- posts (the first page, which the server renders before it knows about preview, and each `?from=`) are the
-- same in preview as for visitors.
ALTER TABLE blog_posts ADD COLUMN draft INTEGER NOT NULL DEFAULT 0 CHECK (draft IN (0, 1));
