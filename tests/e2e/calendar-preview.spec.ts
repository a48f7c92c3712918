/**
 * /lander-c boots as islands (decision 018): its calendar is drawn by the page's script from a
 * template (draw-calendar-preview.ts) and replaced by Mantine's own once the booking island runs.
 * The drawing must be that calendar: the same days, states, names and month, on any date (a month
 * end, a visitor whose day is not yet the business's). A tap on a drawn day wakes the island and
 * is replayed on the day React draws; what was typed meanwhile stays.
 */
import type { Page } from '@playwright/test';
import { PATHS } from '#shared/routes';
import { DAY_NAME, fillContact, buildVisitor, expectContactKept } from './booking-page';
import { expect, test } from './fixtures';

const STAND_IN = '[data-stand-in]';

/**
 * The island has read the chosen day's slots: its times, or (on today after its last slot, 9 PM
 * Eastern, which stays bookable by the spec's window) the spec's message that it has none.
 */
const slotsAnswered = (page: Page) =>
  page
    .getByRole('group', { name: 'Available times' })
    .or(page.getByText('No available time slots for this date. Please choose another date.'));

/** Every day button and header control of the calendar, with what a visitor can tell of it. */
function calendarState(page: Page) {
  return page.getByRole('group', { name: 'Select a Date' }).evaluate((group) => ({
    month: group.querySelector('.mantine-DatePicker-calendarHeaderLevel')?.textContent,
    previous: group.querySelector<HTMLButtonElement>('[data-direction="previous"]')?.disabled,
    next: group.querySelector<HTMLButtonElement>('[data-direction="next"]')?.disabled,
    days: [...group.querySelectorAll<HTMLButtonElement>('.mantine-DatePicker-day')].map((day) =>
      [
        day.getAttribute('aria-label'),
        day.textContent,
        day.disabled ? 'disabled' : 'enabled',
        getComputedStyle(day).display === 'none' ? 'hidden' : 'shown',
        day.tabIndex,
        day.dataset.today ?? '',
        day.dataset.outside ?? '',
      ].join(' | '),
    ),
  }));
}

// A month end with the window running into the next month; a visitor (UTC) whose day is already
// the next one while the business (Eastern Time) is still on the evening before; and today.
const MOMENTS = ['2027-01-30T15:00:00Z', '2026-03-31T02:30:00Z', undefined] as const;

for (const moment of MOMENTS) {
  test(`the drawn calendar is the calendar React draws (${moment ?? 'now'})`, async ({ page }) => {
    if (moment) await page.clock.setFixedTime(new Date(moment));
    await page.goto(PATHS.landerC, { waitUntil: 'networkidle' });
    await expect(page.locator(STAND_IN)).toHaveCount(1);
    const drawn = await calendarState(page);
    expect(drawn.days.filter((day) => day.includes('| enabled | shown')).length).toBeGreaterThan(0);

    // Typing wakes the booking island without choosing a day.
    const visitor = buildVisitor();
    await fillContact(page, visitor);
    await expect(page.locator(STAND_IN)).toHaveCount(0);
    await expect(page.locator('.mantine-DatePicker-levelsGroup')).toHaveCount(1);
    await expect.poll(() => calendarState(page)).toEqual(drawn);
    await expectContactKept(page, visitor);
  });
}

test('a day tapped on the drawn calendar is chosen once the booking island runs', async ({ page }) => {
  await page.goto(PATHS.landerC, { waitUntil: 'networkidle' });
  const calendar = page.getByRole('group', { name: 'Select a Date' });
  const days = calendar.getByRole('button', { name: DAY_NAME, disabled: false });
  const name = (await days.last().getAttribute('aria-label')) ?? '';
  await expect(page.locator(STAND_IN)).toHaveCount(1);
  await days.last().click();

  await expect(page.locator(STAND_IN)).toHaveCount(0);
  await expect(calendar.getByRole('button', { name, exact: true })).toHaveAttribute('data-selected', 'true');
  await expect(slotsAnswered(page)).toBeVisible();
});

test('a drawn day with the keyboard focus hands it to the day React draws', async ({ page }) => {
  await page.goto(PATHS.landerC, { waitUntil: 'networkidle' });
  const tabStop = page.locator(`${STAND_IN} .mantine-DatePicker-day[tabindex="0"]`);
  const name = (await tabStop.getAttribute('aria-label')) ?? '';
  await tabStop.focus();

  await expect(page.locator(STAND_IN)).toHaveCount(0);
  await expect(
    page.getByRole('group', { name: 'Select a Date' }).getByRole('button', { name, exact: true }),
  ).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(slotsAnswered(page)).toBeVisible();
});
