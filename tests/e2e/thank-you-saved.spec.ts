/**
 * A request kept on this device reaches a thank-you page that says so in its heading: the spec's
 * "submitted" and "booked" (and the promised email) appear only once the server has the lead, and
 * then on the same page, as soon as the outbox has delivered it.
 */
import { answerShowUp, buildVisitor, fillContact, pickDay, pickTime, submitButton } from './booking-page';
import { sendEstimate } from './estimate-form-page';
import { allowConsoleError, expect, test } from './fixtures';

const SAVED_BODY = /saved on this device and will be sent automatically when the connection returns/;

test('an estimate request kept on the device: the heading is "Saved on this device", never "submitted"', async ({
  page,
  context,
}) => {
  allowConsoleError(page, /ERR_INTERNET_DISCONNECTED|Failed to load resource/);
  await context.route('**/api/contact', (route) => route.abort('internetdisconnected'));
  await page.goto('/lander');
  await sendEstimate(page, { name: 'Hal Heading', email: `heading-${Date.now().toString(36)}@example.com` });
  await expect(page).toHaveURL(/\/thank-you$/);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Saved on this device');
  await expect(page.getByRole('status').filter({ hasText: 'Saved on this device' })).toContainText(
    SAVED_BODY,
  );
  await expect(page.getByText('Thank You! Your Request Has Been Submitted')).toHaveCount(0);

  // The connection is back: the outbox's next try delivers it, and the page now says so.
  await context.unroute('**/api/contact');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Thank You! Your Request Has Been Submitted',
    { timeout: 30_000 },
  );
});

test('a booking kept on the device: the heading is "Saved on this device", no "Call Booked Successfully!" and no email promised', async ({
  page,
  context,
}) => {
  allowConsoleError(page, /ERR_INTERNET_DISCONNECTED|Failed to load resource/);
  await page.goto('/lander-c');
  await fillContact(page, buildVisitor());
  await answerShowUp(page, 'Yes');
  await pickDay(page, 1);
  await pickTime(page);
  await context.route('**/api/booked-calls', (route) => route.abort('internetdisconnected'));
  await submitButton(page).click();
  await expect(page).toHaveURL(/\/booked-call-thank-you$/);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Saved on this device');
  await expect(page.getByRole('status').filter({ hasText: 'Saved on this device' })).toContainText(
    SAVED_BODY,
  );
  await expect(page.getByText('Call Booked Successfully!')).toHaveCount(0);
  await expect(page.getByText(/confirmation email/)).toHaveCount(0);

  await context.unroute('**/api/booked-calls');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Call Booked Successfully!', {
    timeout: 30_000,
  });
  await expect(page.getByText(/confirmation email/)).toBeVisible();
});
