/**
 * A day's taken times that never arrive (a read with no answer, on bad Wi-Fi) end in "Try again"
 * within the read's time limit, instead of loading for ever.
 */
import { pickDay } from './booking-page';
import { expect, test } from './fixtures';

test("a taken-times read that gets no answer offers Try again on /lander-c within the read's time limit", async ({
  page,
  context,
}) => {
  await context.route('**/api/booked-calls/date/**', () => undefined); // never answered
  await page.goto('/lander-c');
  await pickDay(page, 1);
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible({ timeout: 12_000 });
});
