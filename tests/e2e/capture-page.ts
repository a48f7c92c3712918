/** The capture page as a canvasser drives it, shared by the capture specs. */
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config';
import type { InboxPage } from '#shared/schemas/inbox';
import type { UserCreateInput } from '#shared/schemas/users';
import { allowConsoleError, expect } from './fixtures';
import { waitForServiceWorker } from './network';

/** The owner adds `user` (a canvasser) through the admin API. */
export async function addUser(request: APIRequestContext, user: UserCreateInput) {
  await request.post('/api/auth/login', { data: E2E_ADMIN });
  expect((await request.post('/api/admin/users', { data: user })).status()).toBe(201);
}

export interface Person {
  name: string;
  phone: string;
  email: string;
}

/** A person with a phone number and email no other test uses (as good as certainly). */
export function person(): Person {
  const digits = String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0');
  return {
    name: `Visitor ${randomUUID().slice(0, 6)}`,
    phone: `(201) ${digits.slice(0, 3)}-${digits.slice(3)}`,
    email: `capture-${randomUUID()}@example.com`,
  };
}

export const saveButton = (page: Page) => page.getByRole('button', { name: 'Save lead' });

/** Open /capture with its service worker in control, and sign in on the page as `user`. */
export async function openAndSignIn(page: Page, user: UserCreateInput) {
  allowConsoleError(page, /ERR_INTERNET_DISCONNECTED|Failed to load resource/);
  await page.goto('/capture');
  await waitForServiceWorker(page);
  await signInOnPage(page, user);
}

export async function signInOnPage(page: Page, user: UserCreateInput) {
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Name the event (a new one per test) and keep the signed-in user as the staff name. */
export async function startEvent(page: Page, user: UserCreateInput): Promise<string> {
  const eventName = `Home Show ${randomUUID().slice(0, 8)}`;
  await page.getByLabel('Event name').fill(eventName);
  await expect(page.getByLabel('Staff name')).toHaveValue(user.username);
  await page.getByRole('button', { name: 'Start capturing' }).click();
  await expect(saveButton(page)).toBeEnabled();
  return eventName;
}

export async function fillLead(page: Page, who: Person) {
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(who.name);
  await page.getByLabel('Phone Number').fill(who.phone);
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Address').fill('12 Palisade Avenue');
  await page.getByLabel('City').fill('Fort Lee');
  await page.getByLabel('State').selectOption('NJ');
  await page.getByLabel('Service').selectOption('siding');
}

export async function captureLead(page: Page, who: Person) {
  await fillLead(page, who);
  await saveButton(page).click();
  await expect(page.getByRole('status').filter({ hasText: `Saved ${who.name}.` })).toBeVisible();
  const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120));
  await expect(page.getByRole('textbox', { name: 'Name', exact: true }), focused).toBeFocused();
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('');
}

/** The stored leads of an event, read through the admin API. */
export async function storedAtEvent(request: APIRequestContext, eventName: string) {
  await request.post('/api/auth/login', { data: E2E_ADMIN });
  const res = await request.get(`/api/admin/leads?event=${encodeURIComponent(eventName)}&pageSize=100`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as InboxPage).items;
}
