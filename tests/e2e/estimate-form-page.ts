/** The reused estimate form as a visitor fills it in the browser tests. */
import type { Page } from '@playwright/test';

export interface EstimateVisitor {
  name: string;
  email: string;
  phone?: string;
  address?: string;
  city?: string;
  service?: string;
}

/** The page's first estimate form (the one with the Send button). */
export const estimateForm = (page: Page) =>
  page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: 'Send' }) })
    .first();

/** Fill every required field of the page's estimate form and press Send. */
export async function sendEstimate(page: Page, visitor: EstimateVisitor): Promise<void> {
  const form = estimateForm(page);
  await form.getByLabel('Name').fill(visitor.name);
  await form.getByLabel('Phone Number').fill(visitor.phone ?? '(732) 555-0142');
  await form.getByLabel('Email').fill(visitor.email);
  await form.getByLabel('Address').fill(visitor.address ?? '77 Ocean Avenue');
  await form.getByLabel('City').fill(visitor.city ?? 'Long Branch');
  await form.getByLabel('State').selectOption('NJ');
  await form.getByLabel('Service').selectOption(visitor.service ?? 'siding');
  await form.getByRole('button', { name: 'Send' }).click();
}

/** The thank-you page's heading once the server has the request. */
export const SUBMITTED = 'Thank You! Your Request Has Been Submitted';
/** Its heading right after a send kept on the device, which the outbox may deliver at once. */
export const SAVED_OR_SUBMITTED = new RegExp(`^(Saved on this device|${SUBMITTED})$`);
