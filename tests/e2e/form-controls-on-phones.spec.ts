/**
 * Form controls on a phone: text at 16 px or more in every field (iOS Safari zooms the page into a
 * focused field with smaller text), checkboxes and radios at least 24x24 px (WCAG 2.2 AA 2.5.8),
 * and 44 px tall targets for the buttons that send a form, the booking slots and the Yes/No answer.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { PATHS } from '#shared/routes';
import { AXE_VIEWPORTS, settle } from './axe-check';
import { answerShowUp, buildVisitor, fillContact, pickDay, timeButtons } from './booking-page';
import { expect, test } from './fixtures';

const PHONE = { width: 390, height: 844 };
const MIN_TARGET = 24;
const PRIMARY_TARGET = 44;

/** Font size in px of every field a visitor can see (the bot trap off-screen is not one). */
async function fieldFontSizes(page: Page): Promise<{ field: string; px: number }[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('input, select, textarea')]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return (
          el.getAttribute('type') !== 'hidden' &&
          el.checkVisibility() &&
          !el.closest('[inert]') &&
          box.width > 1 &&
          box.height > 1
        );
      })
      .map((el) => ({
        field: `${el.tagName.toLowerCase()}[${el.getAttribute('type') ?? ''}] ${el.id || el.getAttribute('name') || ''}`,
        px: parseFloat(getComputedStyle(el).fontSize),
      })),
  );
}

async function expectFieldsAtLeast16px(page: Page, path: string): Promise<void> {
  const sizes = await fieldFontSizes(page);
  expect(sizes.length, `fields on ${path}`).toBeGreaterThan(0);
  expect(
    sizes.filter((s) => s.px < 16),
    `fields under 16 px on ${path}`,
  ).toEqual([]);
}

async function box(locator: Locator) {
  await locator.scrollIntoViewIfNeeded();
  const b = await locator.boundingBox();
  expect(b, 'a laid-out element').not.toBeNull();
  return b!;
}

/** Every visible checkbox and radio (the input is the visible box in Mantine) is 24x24 or more. */
async function expectChoiceBoxesAtLeast24(scope: Locator): Promise<number> {
  const inputs = scope.locator('input[type="checkbox"], input[type="radio"]');
  let checked = 0;
  for (const input of await inputs.all()) {
    if (!(await input.isVisible())) continue;
    const b = await box(input);
    const name = (await input.getAttribute('id')) ?? (await input.getAttribute('value')) ?? '';
    expect(b.width, `width of ${name}`).toBeGreaterThanOrEqual(MIN_TARGET);
    expect(b.height, `height of ${name}`).toBeGreaterThanOrEqual(MIN_TARGET);
    checked += 1;
  }
  return checked;
}

async function expectTall(locator: Locator, what: string): Promise<void> {
  expect((await box(locator)).height, `height of ${what}`).toBeGreaterThanOrEqual(PRIMARY_TARGET);
}

/** The Yes/No answers: the label a tap lands on is 44 px tall. */
async function expectShowUpAnswersTall(page: Page): Promise<void> {
  for (const answer of ['Yes', 'No']) {
    const radio = page.getByRole('radio', { name: answer, exact: true });
    const height = await radio.evaluate((el) => {
      const label = (el as HTMLInputElement).labels?.[0];
      label?.scrollIntoView({ block: 'center' });
      return label ? label.getBoundingClientRect().height : 0;
    });
    expect(height, `height of the ${answer} answer`).toBeGreaterThanOrEqual(PRIMARY_TARGET);
  }
}

/** Every offered time slot is 44x44 or more. */
async function expectSlotsLarge(page: Page): Promise<void> {
  const slots = timeButtons(page);
  await expect(slots.first()).toBeVisible();
  for (const slot of await slots.all()) {
    const b = await box(slot);
    expect(b.width, 'slot width').toBeGreaterThanOrEqual(PRIMARY_TARGET);
    expect(b.height, 'slot height').toBeGreaterThanOrEqual(PRIMARY_TARGET);
  }
}

/** axe's target-size rule, over the page's forms only, at the phone and the desktop width. */
async function expectNoSmallTargetsInForms(page: Page, path: string): Promise<void> {
  for (const viewport of AXE_VIEWPORTS) {
    await page.setViewportSize(viewport);
    await settle(page);
    const results = await new AxeBuilder({ page })
      .include('form')
      .withRules(['target-size'])
      .setLegacyMode(true)
      .analyze();
    const found = results.violations.flatMap((v) => v.nodes.map((n) => n.target.join(' ')));
    expect(found, `target-size on ${path} at ${viewport.width} px`).toEqual([]);
  }
}

const sendForm = (page: Page) =>
  page.locator('form').filter({ has: page.getByRole('button', { name: 'Send' }) });

test.describe('form controls on phones', () => {
  test.use({ viewport: PHONE });

  for (const path of [PATHS.home, PATHS.lander, PATHS.contact, PATHS.blog, PATHS.admin, PATHS.landerC]) {
    test(`${path}: every field's text is at least 16 px`, async ({ page }) => {
      await page.goto(path, { waitUntil: 'networkidle' });
      await expectFieldsAtLeast16px(page, path);
    });
  }

  test(`${PATHS.landerD}: every field's text is at least 16 px on both steps`, async ({ page }) => {
    await page.goto(PATHS.landerD, { waitUntil: 'networkidle' });
    await expectFieldsAtLeast16px(page, PATHS.landerD);
    await fillContact(page, buildVisitor());
    await answerShowUp(page, 'Yes');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Choose a Date and Time' })).toBeVisible();
    // Step 2 is a calendar and slot buttons: it has no text field to zoom into.
    expect(await fieldFontSizes(page)).toEqual([]);
  });

  for (const path of [PATHS.home, PATHS.lander]) {
    test(`${path}: the homeowner checkbox is 24x24 and Send is 44 px tall; axe finds no small target`, async ({
      page,
    }) => {
      await page.goto(path, { waitUntil: 'networkidle' });
      const form = sendForm(page);
      expect(await expectChoiceBoxesAtLeast24(form)).toBe(1);
      await expectTall(form.getByRole('button', { name: 'Send' }), 'Send');
      await expectNoSmallTargetsInForms(page, path);
    });
  }

  test(`${PATHS.landerC}: radios 24x24, Yes/No, slots and Book My Call 44 px; axe finds no small target`, async ({
    page,
  }) => {
    await page.goto(PATHS.landerC, { waitUntil: 'networkidle' });
    const form = page.getByRole('form', { name: 'Book a call' });
    expect(await expectChoiceBoxesAtLeast24(form)).toBe(2);
    await expectShowUpAnswersTall(page);
    await pickDay(page, 1);
    await expectSlotsLarge(page);
    await expectTall(form.getByRole('button', { name: 'Book My Call' }), 'Book My Call');
    await expectNoSmallTargetsInForms(page, PATHS.landerC);
  });

  test(`${PATHS.landerD}: radios 24x24, Yes/No, Continue, slots and Book My Call 44 px; axe finds no small target`, async ({
    page,
  }) => {
    await page.goto(PATHS.landerD, { waitUntil: 'networkidle' });
    const contact = page.getByRole('form', { name: 'Your contact details' });
    expect(await expectChoiceBoxesAtLeast24(contact)).toBe(2);
    await expectShowUpAnswersTall(page);
    await expectTall(contact.getByRole('button', { name: 'Continue' }), 'Continue');
    await expectNoSmallTargetsInForms(page, PATHS.landerD);

    await page.setViewportSize(PHONE);
    await fillContact(page, buildVisitor());
    await answerShowUp(page, 'Yes');
    await contact.getByRole('button', { name: 'Continue' }).click();
    const schedule = page.getByRole('form', { name: 'Choose a date and time' });
    await expect(schedule).toBeVisible();
    await pickDay(page, 1);
    await expectSlotsLarge(page);
    await expectTall(schedule.getByRole('button', { name: 'Book My Call' }), 'Book My Call');
    await expectTall(schedule.getByRole('button', { name: 'Back' }), 'Back');
    await expectNoSmallTargetsInForms(page, `${PATHS.landerD} step 2`);
  });
});
