import type { Database, Statement } from 'better-sqlite3';

/** A post as lists show it. */
export interface BlogPostSummary {
  id: number;
  pageAlias: string;
  title: string;
  author: string;
  /** YYYY-MM-DD. */
  publishedOn: string;
  excerpt: string;
  tags: string[];
  /** Not published: shown only in preview and editor mode (`PostQuery.drafts`). */
  draft: boolean;
}

/** A post as its page shows it. */
export interface BlogPost extends BlogPostSummary {
  paragraphs: string[];
}

/** A post to seed: its text as paragraphs. */
export interface BlogPostSeed extends Omit<BlogPost, 'tags' | 'draft'> {
  tags: readonly string[];
  draft?: boolean;
}

export interface PostQuery {
  /** Posts to pass over first (those already shown). */
  offset: number;
  limit: number;
  /** Only posts with this tag. */
  tag?: string;
  /** Only posts whose title, excerpt, body, author or tags contain it (case-insensitive). */
  term?: string;
  /** Drafts too (preview and editor mode), after every published post. */
  drafts?: boolean;
}

interface PostRow {
  id: number;
  page_alias: string;
  title: string;
  author: string;
  published_on: string;
  excerpt: string;
  body: string;
  tags: string | null;
  draft: 0 | 1;
}

const COLUMNS = `p.id, p.page_alias, p.title, p.author, p.published_on, p.excerpt, p.body, p.draft,
  (SELECT group_concat(tag, '|') FROM (SELECT tag FROM blog_post_tags t WHERE t.site_alias = p.site_alias AND t.post_id = p.id ORDER BY tag)) AS tags`;
// Newest first; posts of one day by id, so the order never depends on the table's. Drafts (listed in preview
// only) come after every published post, so a published post has the same offset in preview as for visitors.
const NEWEST_FIRST = 'ORDER BY p.draft ASC, p.published_on DESC, p.id DESC';
const MATCHES = `(@drafts = 1 OR p.draft = 0) AND (@tag IS NULL OR EXISTS (SELECT 1 FROM blog_post_tags t WHERE t.site_alias = p.site_alias AND t.post_id = p.id AND t.tag = @tag COLLATE NOCASE))
  AND (@term IS NULL OR instr(lower(p.title || ' ' || p.excerpt || ' ' || p.body || ' ' || p.author || ' ' || coalesce((SELECT group_concat(tag, ' ') FROM blog_post_tags t WHERE t.site_alias = p.site_alias AND t.post_id = p.id), '')), lower(@term)) > 0)`;

function summary(row: PostRow): BlogPostSummary {
  return {
    id: row.id,
    pageAlias: row.page_alias,
    title: row.title,
    author: row.author,
    publishedOn: row.published_on,
    excerpt: row.excerpt,
    tags: row.tags ? row.tags.split('|') : [],
    draft: row.draft === 1,
  };
}

/** The `blog_posts` and `blog_post_tags` tables: a site's journal. */
export class BlogPosts {
  readonly #db: Database;
  readonly #page: Statement<
    [{ site: string; tag: string | null; term: string | null; drafts: 0 | 1; offset: number; limit: number }]
  >;
  readonly #count: Statement<[{ site: string; tag: string | null; term: string | null; drafts: 0 | 1 }]>;
  readonly #one: Statement<[string, number]>;
  readonly #neighbours: Statement<[{ site: string; date: string; id: number }]>;
  readonly #insertPost: Statement<[string, number, string, string, string, string, string, string, 0 | 1]>;
  readonly #insertTag: Statement<[string, number, string]>;

  constructor(db: Database) {
    this.#db = db;
    this.#page = db.prepare(
      `SELECT ${COLUMNS} FROM blog_posts p WHERE p.site_alias = @site AND ${MATCHES} ${NEWEST_FIRST} LIMIT @limit OFFSET @offset`,
    );
    this.#count = db.prepare(
      `SELECT count(*) AS n FROM blog_posts p WHERE p.site_alias = @site AND ${MATCHES}`,
    );
    this.#one = db.prepare(`SELECT ${COLUMNS} FROM blog_posts p WHERE p.site_alias = ? AND p.id = ?`);
    // The published post just older and the one just newer than (date, id), in the list's order: a draft is
    // nobody's neighbour.
    this.#neighbours = db.prepare(
      `SELECT 'older' AS side, * FROM (SELECT ${COLUMNS} FROM blog_posts p WHERE p.site_alias = @site AND p.draft = 0 AND (p.published_on < @date OR (p.published_on = @date AND p.id < @id)) ${NEWEST_FIRST} LIMIT 1)
       UNION ALL
       SELECT 'newer' AS side, * FROM (SELECT ${COLUMNS} FROM blog_posts p WHERE p.site_alias = @site AND p.draft = 0 AND (p.published_on > @date OR (p.published_on = @date AND p.id > @id)) ORDER BY p.published_on ASC, p.id ASC LIMIT 1)`,
    );
    this.#insertPost = db.prepare(
      'INSERT OR IGNORE INTO blog_posts (site_alias, id, page_alias, title, author, published_on, excerpt, body, draft) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    );
    this.#insertTag = db.prepare(
      'INSERT OR IGNORE INTO blog_post_tags (site_alias, post_id, tag) VALUES (?, ?, ?)',
    );
  }

  /** Gives the site each post it does not have yet; stored ones are kept as the owner left them. */
  seed(siteAlias: string, posts: readonly BlogPostSeed[]): void {
    this.#db.transaction(() => {
      for (const post of posts) {
        const added = this.#insertPost.run(
          siteAlias,
          post.id,
          post.pageAlias,
          post.title,
          post.author,
          post.publishedOn,
          post.excerpt,
          post.paragraphs.join('\n\n'),
          post.draft ? 1 : 0,
        );
        if (added.changes === 1) for (const tag of post.tags) this.#insertTag.run(siteAlias, post.id, tag);
      }
    })();
  }

  /** One slice of the site's posts, newest first, and whether more follow it. */
  list(
    siteAlias: string,
    { offset, limit, tag, term, drafts = false }: PostQuery,
  ): { posts: BlogPostSummary[]; morePosts: boolean; total: number } {
    const filter = {
      site: siteAlias,
      tag: tag?.trim() || null,
      term: term?.trim() || null,
      drafts: drafts ? 1 : 0,
    } as const;
    const rows = this.#page.all({ ...filter, offset, limit }) as PostRow[];
    const { n } = this.#count.get(filter) as { n: number };
    return { posts: rows.map(summary), morePosts: offset + rows.length < n, total: n };
  }

  /**
   * A post with its text and its published neighbours: `previous` is the next older post, `next` the next newer
   * one. A draft is undefined, as a post that does not exist, unless `drafts` (preview and editor mode).
   */
  post(
    siteAlias: string,
    id: number,
    { drafts = false }: { drafts?: boolean } = {},
  ):
    | { post: BlogPost; previous: BlogPostSummary | undefined; next: BlogPostSummary | undefined }
    | undefined {
    const row = this.#one.get(siteAlias, id) as PostRow | undefined;
    if (!row || (row.draft === 1 && !drafts)) return undefined;
    const around = this.#neighbours.all({ site: siteAlias, date: row.published_on, id: row.id }) as Array<
      PostRow & { side: string }
    >;
    const side = (name: string) => {
      const found = around.find((neighbour) => neighbour.side === name);
      return found ? summary(found) : undefined;
    };
    return {
      post: { ...summary(row), paragraphs: row.body.split(/\n{2,}/) },
      previous: side('older'),
      next: side('newer'),
    };
  }
}
