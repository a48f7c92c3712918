/** The fixed header fits every width: the whole phone number shows and nothing runs off the page. */
import { BUSINESS } from '#shared/business';
import { settle } from './axe-check';
import { expect, test } from './fixtures';

/**
 * What is wrong with the header at the current width, measured in the page: the phone link's
 * text must be whole (not clipped by the link, an ancestor or the viewport, not under the logo,
 * the navigation or the menu button) and the page must not scroll sideways.
 */
function headerProblems(phone: string): string[] {
  const problems: string[] = [];
  const header = document.querySelector('header');
  const link = header?.querySelector<HTMLAnchorElement>('a[href^="tel:"]');
  if (!header || !link) return ['no header phone link'];
  if (link.textContent?.trim() !== phone) problems.push(`phone link reads "${link.textContent}"`);
  const range = document.createRange();
  range.selectNodeContents(link);
  const text = range.getBoundingClientRect();
  const box = link.getBoundingClientRect();
  const inside = (r: DOMRect, outer: { left: number; right: number; top: number; bottom: number }) =>
    r.left >= outer.left - 0.5 &&
    r.right <= outer.right + 0.5 &&
    r.top >= outer.top - 0.5 &&
    r.bottom <= outer.bottom + 0.5;
  const overlap = (a: DOMRect, b: DOMRect) =>
    a.width > 0 &&
    b.width > 0 &&
    a.left < b.right &&
    a.right > b.left &&
    a.top < b.bottom &&
    a.bottom > b.top;

  if (link.scrollWidth > link.clientWidth)
    problems.push(`phone link clipped: ${link.scrollWidth} > ${link.clientWidth}`);
  if (!inside(text, box)) problems.push('phone text spills out of its link');
  if (!inside(box, { left: 0, right: window.innerWidth, top: 0, bottom: window.innerHeight })) {
    problems.push(`phone link outside the viewport: ${Math.round(box.left)}-${Math.round(box.right)}`);
  }
  for (let el = link.parentElement; el && el !== document.body; el = el.parentElement) {
    if (getComputedStyle(el).overflowX !== 'visible' && !inside(text, el.getBoundingClientRect())) {
      problems.push(`phone text clipped by <${el.tagName.toLowerCase()} class="${el.className}">`);
    }
  }
  const others = header.querySelectorAll('nav, a:not([href^="tel:"]), button');
  for (const other of others) {
    if (!link.contains(other) && overlap(other.getBoundingClientRect(), box)) {
      problems.push(
        `phone link overlapped by ${other.tagName.toLowerCase()} "${other.getAttribute('aria-label') ?? other.textContent?.slice(0, 30)}"`,
      );
    }
  }
  const scrollWidth = document.documentElement.scrollWidth;
  if (scrollWidth > window.innerWidth)
    problems.push(`page scrolls sideways: ${scrollWidth} > ${window.innerWidth}`);
  return problems;
}

test('from 320 to 1440 px the header shows the whole phone number and nothing overflows', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto('/windows', { waitUntil: 'networkidle' });
  const problems: string[] = [];
  for (let width = 320; width <= 1440; width += 16) {
    await page.setViewportSize({ width, height: 800 });
    await settle(page);
    const found = await page.evaluate(headerProblems, BUSINESS.phone.display);
    problems.push(...found.map((p) => `${width} px: ${p}`));
  }
  expect(problems).toEqual([]);
});
