import { describe, expect, it } from 'vitest';

describe('zod under the CSP', () => {
  it('the browser entry turns off compiled validators in the zod this project ships', async () => {
    await import('./zod-csp');
    const { config } = await import('zod');
    expect(config().jitless).toBe(true);
  });
});
