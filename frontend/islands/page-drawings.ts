/**
 * Parts of an islands page drawn by its script with no React (decision 018), each where the
 * prerender left its holder: the booking calendar, which depends on the visitor's today, and the
 * blog list, fetched when the page is read. A drawing's code is fetched only on a page that has
 * its holder.
 */
import { CALENDAR_HOLDER } from '../components/date-slot-picker/calendar-holder';
import { BLOG_LIST_HOLDER } from '../features/blog-list/blog-list-holder';

const DRAWINGS: [holder: string, draw: () => Promise<unknown>][] = [
  [
    CALENDAR_HOLDER,
    () =>
      import('../components/date-slot-picker/draw-calendar-preview').then((m) => m.drawCalendarPreviews()),
  ],
  [BLOG_LIST_HOLDER, () => import('../features/blog-list/draw-blog-list').then((m) => m.drawBlogList())],
];

export function drawPageParts(doc: Document = document): void {
  for (const [holder, draw] of DRAWINGS) if (doc.querySelector(`[${holder}]`)) void draw();
}
