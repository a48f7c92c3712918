import { z } from 'zod';
import { describe, expect, it } from 'vitest';

describe('zod under the CSP', () => {
  it('loading a form’s schemas in the browser turns off compiled validators first', async () => {
    await import('../features/estimate-form/contact-resolver');
    expect(z.config().jitless).toBe(true);
  });
});
