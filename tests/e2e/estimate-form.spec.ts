import type { Locator, Page } from '@playwright/test';
import { allowConsoleError, expect, test } from './fixtures';
import { storedLeads } from './stored-leads';
import { SAVED_OR_SUBMITTED, SUBMITTED } from './estimate-form-page';

const uniqueEmail = () =>
  `lead-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

async function fillForm(form: Locator, email: string) {
  await form.getByLabel('Name').fill('Dana Rivera');
  await form.getByLabel('Phone Number').fill('(201) 555-0188');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Address').fill('41 Grand Street');
  await form.getByLabel('City').fill('Hoboken');
  await form.getByLabel('State').selectOption('NJ');
  await form.getByLabel('Service').selectOption('windows');
  await form.getByLabel('I am a Homeowner').check();
}

const contactForm = (page: Page) => page.locator('#contact-form');

test.describe('estimate form', () => {
  test('shows the fields in order, the placeholders and the job-applications notice', async ({ page }) => {
    await page.goto('/contact');
    const form = contactForm(page);
    await expect(form.getByRole('heading', { name: 'Get a Free Estimate' })).toBeVisible();
    await expect(form.getByLabel('State').locator('option').first()).toHaveText('Select State *');
    await expect(form.getByLabel('Service').locator('option').first()).toHaveText('Select Your Service *');
    expect(await form.getByLabel('State').locator('option').count()).toBe(52);
    await expect(form.getByLabel('Additional Message (Optional)')).toHaveAttribute('rows', '4');
    await expect(form.getByText('We are not accepting job applications.')).toBeVisible();
    await expect(form.getByText('No estamos aceptando solicitudes de empleo.')).toBeVisible();
    const labels = await form.locator('label').allInnerTexts();
    const order = [
      'Name',
      'Phone Number',
      'Email',
      'Address',
      'City',
      'State',
      'Service',
      'Additional Message',
      'I am a Homeowner',
    ];
    const positions = order.map((l) => labels.findIndex((t) => t.startsWith(l)));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  test('an empty submit shows every required message and focuses the first field', async ({ page }) => {
    await page.goto('/contact');
    const form = contactForm(page);
    await form.getByRole('button', { name: 'Send' }).click();
    for (const message of [
      'Name is required',
      'Phone number is required',
      'Email is required',
      'Address is required',
      'City is required',
      'Please select a state',
      'Service is required',
    ]) {
      await expect(form.getByText(message)).toBeVisible();
    }
    await expect(form.getByLabel('Name')).toBeFocused();
    await expect(form.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
  });

  test('after a failed send, each message goes as its field is put right and comes back if it is undone', async ({
    page,
  }) => {
    await page.goto('/contact');
    const form = contactForm(page);
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(form.getByText('Name is required')).toBeVisible();
    await form.getByLabel('Name').fill('Dana Rivera');
    await expect(form.getByText('Name is required')).toHaveCount(0);
    await expect(form.getByLabel('Name')).not.toHaveAttribute('aria-invalid', 'true');
    await form.getByLabel('Phone Number').fill('555-12');
    await expect(form.getByText('Please enter a valid US phone number (e.g., (555) 123-4567)')).toBeVisible();
    await form.getByLabel('Phone Number').fill('(201) 555-0188');
    await expect(form.getByText('Please enter a valid US phone number (e.g., (555) 123-4567)')).toHaveCount(
      0,
    );
    await form.getByLabel('Name').fill('');
    await expect(form.getByText('Name is required')).toBeVisible();
    // The fields not touched keep their messages throughout.
    await expect(form.getByText('City is required')).toBeVisible();
  });

  test('bad phone and email get the spec messages', async ({ page }) => {
    await page.goto('/contact');
    const form = contactForm(page);
    await form.getByLabel('Phone Number').fill('555-12');
    await form.getByLabel('Email').fill('dana@');
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(form.getByText('Please enter a valid US phone number (e.g., (555) 123-4567)')).toBeVisible();
    await expect(form.getByText('Please enter a valid email address')).toBeVisible();
  });

  test('a valid request is stored once with its source and leads to /thank-you', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail();
    await page.goto('/contact');
    const form = contactForm(page);
    await fillForm(form, email);
    await form.getByLabel('Additional Message (Optional)').fill('Three windows on the second floor.');
    await form.getByRole('button', { name: 'Send' }).dblclick();
    await expect(page).toHaveURL(/\/thank-you$/);
    const leads = await storedLeads(request, email);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({
      name: 'Dana Rivera',
      state: 'NJ',
      service: 'windows',
      homeowner: true,
      source: 'website',
      message: 'Three windows on the second floor.',
    });
  });

  test('the /lander form has no message field and stores source lander', async ({ page, request }) => {
    const email = uniqueEmail();
    await page.goto('/lander?utm_source=google&utm_campaign=fall-windows');
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Send' }) });
    await expect(form.getByLabel('Additional Message (Optional)')).toHaveCount(0);
    await fillForm(form, email);
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(page).toHaveURL(/\/thank-you$/);
    const [lead] = await storedLeads(request, email);
    expect(lead.source).toBe('lander');
    expect(lead.attribution).toMatchObject({
      utm_source: 'google',
      utm_campaign: 'fall-windows',
      landingPath: '/lander',
    });
  });

  test('while sending the button says Sending... and is disabled; a refusal keeps every value', async ({
    page,
  }) => {
    // A refusal of the API's own (a failure with no answer is saved on the device instead).
    allowConsoleError(page, /status of 422/);
    await page.route('**/api/contact', async (route) => {
      await new Promise((r) => setTimeout(r, 800));
      await route.fulfill({
        status: 422,
        json: { message: 'A different record with this id already exists' },
      });
    });
    const email = uniqueEmail();
    await page.goto('/contact');
    const form = contactForm(page);
    await fillForm(form, email);
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(form.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    const toast = page.locator('.mantine-Notification-root');
    await expect(toast).toContainText('Error');
    await expect(toast).toContainText('There was a problem submitting your request. Please try again.');
    await expect(page).toHaveURL(/\/contact$/);
    await expect(form.getByLabel('Email')).toHaveValue(email);
    await expect(form.getByLabel('City')).toHaveValue('Hoboken');
    await expect(form.getByLabel('State')).toHaveValue('NJ');
    await expect(form.getByLabel('I am a Homeowner')).toBeChecked();
    await expect(form.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  test('a retry after a lost answer does not make a second lead', async ({ page, request }) => {
    const email = uniqueEmail();
    let first = true;
    await page.route('**/api/contact', async (route) => {
      if (first) {
        first = false;
        await route.fetch(); // the server stores it ...
        await route.abort('failed'); // ... but the answer never arrives
        return;
      }
      await route.continue();
    });
    allowConsoleError(page, /Failed to load resource|net::ERR_FAILED/);
    await page.goto('/contact');
    const form = contactForm(page);
    await fillForm(form, email);
    await form.getByRole('button', { name: 'Send' }).click();
    // No answer: the lead is saved on the device and the outbox sends the same id again.
    await expect(page).toHaveURL(/\/thank-you$/);
    // Saved on the device; the outbox's first send may deliver it before the page reads the outbox.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SAVED_OR_SUBMITTED);
    await expect(page.getByRole('button', { name: /saved request/ })).toBeHidden({ timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SUBMITTED);
    expect(await storedLeads(request, email)).toHaveLength(1);
  });

  test('the whole form works from the keyboard on a phone', async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const email = uniqueEmail();
    await page.goto('/contact');
    const form = contactForm(page);
    await form.getByLabel('Name').focus();
    await page.keyboard.type('Kim Keyboard');
    await page.keyboard.press('Tab');
    await page.keyboard.type('2015550177');
    await page.keyboard.press('Tab');
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await page.keyboard.type('9 Elm Street');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Montclair');
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown'); // opens nothing on a native select: picks the next option
    await form.getByLabel('State').selectOption('NJ'); // a native select is keyboard-usable; set a known value
    await page.keyboard.press('Tab');
    await form.getByLabel('Service').press('ArrowDown');
    await form.getByLabel('Service').selectOption('doors');
    await form.getByLabel('I am a Homeowner').focus();
    await page.keyboard.press('Space');
    await form.getByRole('button', { name: 'Send' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/thank-you$/);
    const [lead] = await storedLeads(request, email);
    expect(lead).toMatchObject({
      name: 'Kim Keyboard',
      city: 'Montclair',
      service: 'doors',
      homeowner: true,
    });
  });

  test('without a maps key the address field is plain text and nothing loads from another host', async ({
    page,
  }) => {
    const foreign: string[] = [];
    page.on('request', (r) => {
      if (!r.url().startsWith('http://localhost')) foreign.push(r.url());
    });
    await page.goto('/contact');
    const address = contactForm(page).getByLabel('Address');
    await address.focus();
    await address.fill('12 Palisade Ave');
    await expect(address).toHaveValue('12 Palisade Ave');
    await expect(page.locator('script[src*="maps.googleapis.com"]')).toHaveCount(0);
    expect(foreign).toEqual([]);
  });
});
