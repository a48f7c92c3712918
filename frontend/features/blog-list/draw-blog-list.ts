/**
 * Draws the blog list on its islands page (decision 018), with no React: fetches the posts (the
 * request the page preloaded) and fills the post cards the prerender left in the holder's
 * templates (blog-list.tsx). The list it last drew is kept in localStorage for a week, so the blog
 * reads offline; with no answer and no kept list, the error view.
 */
import { blogPostPath } from '#shared/routes';
import type { BlogPostSummary } from '#shared/schemas/blog';
import { BLOG_LIST_HOLDER, BLOG_LIST_URL, TEMPLATE_POST, type BlogListView } from './blog-list-holder';
import { formatPostDate, postDateTime } from '../../components/blog/format-post-date';
import { postImage } from '../../components/blog/post-image';
import { PUBLIC_DATA_KEPT_FOR_MS } from '../../lib/public-data-kept-for';

const KEPT_LIST_KEY = 'lhe-blog-list';

interface KeptList {
  savedAt: number;
  posts: BlogPostSummary[];
}

function keptList(now = Date.now()): BlogPostSummary[] | undefined {
  try {
    const kept = JSON.parse(localStorage.getItem(KEPT_LIST_KEY) ?? 'null') as KeptList | null;
    return kept && Array.isArray(kept.posts) && now - kept.savedAt < PUBLIC_DATA_KEPT_FOR_MS
      ? kept.posts
      : undefined;
  } catch {
    return undefined;
  }
}

function keep(posts: BlogPostSummary[]): void {
  try {
    localStorage.setItem(KEPT_LIST_KEY, JSON.stringify({ savedAt: Date.now(), posts } satisfies KeptList));
  } catch {
    // Storage full or refused: the list still shows, it just does not read offline.
  }
}

/** The posts, or undefined when the server cannot be reached or does not answer with a list. */
async function fetchPosts(): Promise<BlogPostSummary[] | undefined> {
  try {
    const res = await fetch(BLOG_LIST_URL, { credentials: 'include' });
    const posts: unknown = res.ok ? await res.json() : undefined;
    return Array.isArray(posts) ? (posts as BlogPostSummary[]) : undefined;
  } catch {
    return undefined;
  }
}

const part = (card: Element, name: string) => card.querySelector<HTMLElement>(`[data-post="${name}"]`);

/** One card, from the template's, for `post`. */
function fillCard(card: Element, post: BlogPostSummary): void {
  const image = postImage(post);
  const img = card.querySelector('img');
  if (img) Object.assign(img, { src: image.src, alt: image.alt, width: image.width, height: image.height });
  const meta = part(card, 'meta');
  const time = meta?.querySelector('time');
  if (meta && time) {
    const day = postDateTime(post.createdAt);
    if (day) time.dateTime = day;
    else time.removeAttribute('datetime');
    time.textContent = formatPostDate(post.createdAt);
    meta.replaceChildren(time, ...(post.author ? [` · ${post.author}`] : []));
  }
  for (const link of card.querySelectorAll<HTMLAnchorElement>(
    '[data-post="title"], [data-post="read-more"]',
  )) {
    link.href = blogPostPath(post.slug);
    const label = link.getAttribute('aria-label');
    if (label) link.setAttribute('aria-label', label.replace(TEMPLATE_POST.title, post.title));
  }
  const title = part(card, 'title');
  if (title) title.textContent = post.title;
  const excerpt = part(card, 'excerpt');
  if (excerpt && post.excerpt) excerpt.textContent = post.excerpt;
  else excerpt?.remove();
}

/** The featured post and the Recent Articles grid, from the posts template. */
function drawPosts(list: Element, posts: BlogPostSummary[]): void {
  const [featured, recent] = list.querySelectorAll('article');
  const grid = recent?.parentElement;
  const section = grid?.closest('section');
  if (!featured || !recent || !grid || !section) return;
  fillCard(featured, posts[0]);
  grid.replaceChildren(
    ...posts.slice(1).map((post) => {
      const card = recent.cloneNode(true) as Element;
      fillCard(card, post);
      return card;
    }),
  );
  if (posts.length < 2) section.remove();
}

function show(holder: HTMLElement, view: BlogListView, posts: BlogPostSummary[] = []): void {
  const template = holder.querySelector<HTMLTemplateElement>(`template[data-view="${view}"]`);
  const content = template?.content.firstElementChild?.cloneNode(true);
  if (!(content instanceof Element)) return;
  if (view === 'posts') drawPosts(content, posts);
  holder.replaceChildren(content, ...holder.querySelectorAll('template'));
}

/** Fetches the posts and draws them into the page's blog list. */
export async function drawBlogList(doc: Document = document): Promise<void> {
  const holder = doc.querySelector<HTMLElement>(`[${BLOG_LIST_HOLDER}]`);
  if (!holder) return;
  const fetched = await fetchPosts();
  if (fetched) keep(fetched);
  const posts = fetched ?? keptList();
  if (!posts) show(holder, 'error');
  else if (posts.length === 0) show(holder, 'empty');
  else show(holder, 'posts', posts);
}
