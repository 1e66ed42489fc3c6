import { PostArticle } from '../components/blog/PostArticle';
import { UpdatedNote } from '../components/UpdatedNote';
import type { PageContentProps } from '../site-page';

/** A journal post reached by `?post_id=` (core-runtime spec §2), read from SQLite. */
export function PostPage({ publication, blog }: PageContentProps) {
  if (blog?.kind !== 'post') throw new Error('the post page is rendered for a post');
  return (
    <>
      <PostArticle request={blog} />
      <UpdatedNote publication={publication} />
    </>
  );
}
