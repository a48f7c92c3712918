/** SMTP_URL's transport options: smtp:// to another machine requires STARTTLS. No connection is made. */
import { describe, expect, it } from 'vitest';
import { smtpTransportOptions } from './mail-transport';

describe('smtpTransportOptions', () => {
  it('requires STARTTLS for smtp:// to another machine', () => {
    const options = smtpTransportOptions('smtp://mailer:p%40ss@smtp.example.com:587');
    expect(options).toMatchObject({
      host: 'smtp.example.com',
      port: 587,
      secure: false,
      requireTLS: true,
      auth: { user: 'mailer', pass: 'p@ss' },
    });
    expect(smtpTransportOptions('smtp://192.0.2.10').requireTLS).toBe(true);
  });

  it('uses TLS from the start for smtps://, and allows clear text only to this machine', () => {
    expect(smtpTransportOptions('smtps://smtp.example.com')).toMatchObject({ port: 465, secure: true });
    for (const url of ['smtp://127.0.0.1:2525', 'smtp://localhost:25', 'smtp://[::1]:2525'])
      expect(smtpTransportOptions(url).requireTLS, url).toBe(false);
  });
});
