/**
 * Issue 47's interaction test on a slow phone: with the CPU 4x slower, a visitor types into the
 * estimate form and taps the menu button within 300 ms of the load. Nothing is lost: the menu
 * opens and every character typed is in the field once the form runs. The interactions' latency
 * (Event Timing, as INP counts it) is printed beside the result.
 */
import { expect, test } from './fixtures';

const TYPED = 'Early Bird';
const NAME_ID = 'home-estimate-name';

test('typed and tapped within 300 ms of load at 4x CPU: the menu opens and every character stays', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript((nameId) => {
    // On the timed load the field is focused as a tap would focus it (it may be below the fold),
    // by the page itself at its load event: a focus asked for by the test would wait for the
    // page's main thread, and the keys must go out within 300 ms of the load whatever the page does.
    if (location.hash === '#timed')
      addEventListener('load', () => document.getElementById(nameId)?.focus(), { once: true });
    const w = window as {
      lheEvents?: { name: string; start: number; duration: number }[];
      lheInputs?: number[];
    };
    w.lheEvents = [];
    w.lheInputs = [];
    for (const type of ['keydown', 'pointerdown'])
      document.addEventListener(type, (e) => w.lheInputs!.push(e.timeStamp), { capture: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[]) {
        if (e.interactionId) w.lheEvents!.push({ name: e.name, start: e.startTime, duration: e.duration });
      }
    }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
  }, NAME_ID);
  // Where the menu button is (the header is fixed), read on a first load, so the timed load asks
  // nothing.
  await page.goto('/');
  const form = page.locator('#home-estimate');
  const name = form.getByLabel('Name');
  const centre = async (box: Promise<{ x: number; y: number; width: number; height: number } | null>) => {
    const b = (await box)!;
    return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
  };
  const burger = await centre(page.getByRole('button', { name: 'Open menu' }).boundingBox());

  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto('about:blank');
  await page.goto('/#timed', { waitUntil: 'load' });
  // A visitor does not wait for the page between taps and keys: every event is sent at once, with
  // the time it was sent, and the browser delivers them as the page can take them.
  const sent: Promise<unknown>[] = [];
  const at = () => Date.now() / 1000;
  const click = (point: { x: number; y: number }) => {
    for (const type of ['mousePressed', 'mouseReleased'] as const) {
      sent.push(
        cdp.send('Input.dispatchMouseEvent', {
          type,
          ...point,
          button: 'left',
          clickCount: 1,
          timestamp: at(),
        }),
      );
    }
  };
  // The field has the focus since the load event (the init script above): type into it.
  for (const key of TYPED) {
    sent.push(cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', key, text: key, timestamp: at() }));
    sent.push(cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', key, timestamp: at() }));
  }
  click(burger);
  const lastSent = Date.now();
  const loaded = await page.evaluate(() => {
    const [nav] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return performance.timeOrigin + nav.loadEventStart;
  });
  expect(lastSent - loaded, 'typed and tapped within 300 ms of the load event').toBeLessThan(300);
  await Promise.all(sent);
  // Every key and the tap reached the page.
  await expect
    .poll(() => page.evaluate(() => (window as { lheInputs?: number[] }).lheInputs?.length))
    .toBe(TYPED.length + 1);

  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByRole('link', { name: 'Windows' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  // The form runs (Send is live once it has hydrated) and holds every character typed before.
  await expect(form.getByRole('button', { name: 'Send' })).toBeEnabled();
  await expect(name).toHaveValue(TYPED);

  const events = await page.evaluate(
    () => (window as { lheEvents?: { name: string; duration: number }[] }).lheEvents ?? [],
  );
  const worst = Math.max(0, ...events.map((e) => e.duration));
  test.info().annotations.push({ type: 'INP (worst interaction, ms, 4x CPU)', description: String(worst) });
  console.log(`INP at 4x CPU: worst interaction ${worst} ms over ${events.length} event entries`);
});
