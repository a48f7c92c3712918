/**
 * Issue 29's figure: the capture form is ready for the next person within 300 ms of "Save lead"
 * on a 4x slower CPU, measured with performance marks. In the "timed" project, which runs after
 * every other browser test, so no other test shares the CPU while it measures.
 */
import { buildUser } from '../factories/user.factory';
import {
  addUser,
  captureLead,
  fillLead,
  openAndSignIn,
  person,
  saveButton,
  startEvent,
} from './capture-page';
import { expect, test } from './fixtures';
import { goOffline } from './network';

test.use({ serviceWorkers: 'allow' });
test.describe.configure({ timeout: 120_000 });

const canvasser = buildUser();
test.beforeAll(async ({ request }) => addUser(request, canvasser));

test('the form is ready for the next lead within 300 ms of "Save lead" on a 4x slower CPU', async ({
  page,
  context,
}) => {
  await openAndSignIn(page, canvasser);
  await startEvent(page, canvasser);
  await goOffline(context);
  // A first lead loads the validation and the outbox code, as the first person of the day would.
  await captureLead(page, person());

  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const timings: number[] = [];
  for (let i = 0; i < 3; i++) {
    await fillLead(page, person());
    const ready = page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const button = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Save lead')!;
          button.addEventListener(
            'click',
            () => {
              performance.mark('save-lead');
              const check = () => {
                const name = document.getElementById('capture-name') as HTMLInputElement | null;
                if (name && document.activeElement === name && name.value === '') {
                  resolve(performance.measure('next-lead-ready', 'save-lead').duration);
                } else requestAnimationFrame(check);
              };
              requestAnimationFrame(check);
            },
            { once: true },
          );
        }),
    );
    await page.waitForTimeout(50);
    await saveButton(page).click();
    timings.push(await ready);
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  console.log(
    `capture: form ready for the next lead in ${timings.map((t) => t.toFixed(0)).join(', ')} ms (4x CPU throttle)`,
  );
  expect(Math.max(...timings)).toBeLessThan(300);
});
