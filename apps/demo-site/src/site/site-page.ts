import type { ServerInstructionMarkup } from '@vitrine/runtime-core/markup';
import type { ExtensionToRender, PageCssField } from '@vitrine/runtime-core/protocol';
import type { ConsentCategory, Device } from '@vitrine/widget-api';
import type { Catalog, StoreRoute } from '@vitrine/widget-store';
import type { ComponentType } from 'react';
import type { BlogPost, BlogPostSummary } from '../db/blog-posts';

/** What a page's content knows about the publication it is rendered for. */
export interface Publication {
  uuid: string;
  /** ISO 8601 timestamp of the page's latest publication. */
  publishedAt: string;
}

/** What the store page renders for one request: the catalogue, the store route asked for, and who asks. */
export interface StoreRequest {
  catalog: Catalog;
  route: StoreRoute;
  /** A crawler keeps the static product browser and gets no store script (widgets spec §5). */
  crawler: boolean;
}

/** What the journal's pages render for one request, read from SQLite. */
export type BlogRequest =
  /** The blog page: one slice of the posts (`?from=` gives the slice a no-JavaScript load-more link asks for). */
  | { kind: 'list'; posts: BlogPostSummary[]; from: number; morePosts: boolean }
  /** A post page (`?post_id=`), its neighbours, and the newest other posts. */
  | {
      kind: 'post';
      post: BlogPost;
      previous: BlogPostSummary | undefined;
      next: BlogPostSummary | undefined;
      recent: BlogPostSummary[];
      moreRecent: boolean;
    }
  /** The search page (`?searchTerm=`). */
  | {
      kind: 'search';
      term: string;
      results: BlogPostSummary[];
      from: number;
      morePosts: boolean;
      total: number;
    };

export interface PageContentProps {
  publication: Publication;
  /** The visitor's device, as the site parameters tell core: a widget's server markup is drawn for it. */
  device?: Device;
  /** Only for the store page. */
  store?: StoreRequest;
  /** Only for the journal's pages. */
  blog?: BlogRequest;
}

/**
 * One page of the site, described once: the HTML document and the page JSON are both rendered from this,
 * so the two can never disagree.
 */
export interface ContentPage {
  kind: 'content';
  alias: string;
  /** Stable numeric id, sent as `pageID`. */
  pageId: number;
  /** The document title. */
  title: string;
  /**
   * The alias of the navigation item this page belongs to, when no item leads to the page itself: the header
   * marks that item current (a post, the journal). Its content carries the same as a section link.
   */
  section?: string;
  /** The meta description, sent in `headsection`. */
  description: string;
  /** Page-specific CSS, one entry per protocol css field. */
  css?: Partial<Record<PageCssField, string>>;
  /**
   * The picture that is the page's largest contentful paint, asked for first (`<link rel="preload" as="image">`
   * at the top of the head), before the modules its widgets need.
   */
  leadImage?: string;
  /** Extra stylesheets the page needs, sent as `cssLink`. */
  cssLink?: string;
  /** Ids of the custom widgets the page's content uses (`customwidgetjs`). */
  customWidgets?: readonly string[];
  /** Texts of the page's custom widgets, by widget id (`customwidgetstrings`). */
  customWidgetStrings?: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** External scripts of the page's head (`headsection`), by URL. */
  headScripts?: readonly string[];
  /** The page's own `insite_scripts`, after the site's. */
  insiteScripts?: readonly InsiteScript[];
  /** Extensions rendered into placeholders of the content (`extensionsToRender`). */
  extensions?: readonly ExtensionToRender[];
  /** Messages shown over the page after a delay (`srvInstruct`). */
  serverInstructions?: ServerInstructionMarkup[];
  Content: ComponentType<PageContentProps>;
}

/** One script of `insite_scripts`: a URL or inline code. */
export interface InsiteScript {
  src?: string;
  code?: string;
  /** An id, so a run-once inline script is known again on the next page. */
  id?: string;
  /** Marked `data-vitrine-run="once"`: a site-wide script that must not start twice in one document. */
  runOnce?: boolean;
  /** Held until the visitor accepts this consent category (docs/consent.md). */
  category?: ConsentCategory;
}

/** An alias that moved: documents get a 301, page JSON gets `{ redirect }`. */
export interface RedirectPage {
  kind: 'redirect';
  alias: string;
  location: string;
}

export type SitePage = ContentPage | RedirectPage;
