import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env';
import { PROJECT_ROOT } from './paths';

describe('parseEnv', () => {
  it('applies the defaults', () => {
    expect(parseEnv({})).toEqual({
      PORT: 3000,
      HOST: '0.0.0.0',
      DATA_DIR: resolve(PROJECT_ROOT, 'data/store'),
      BACKUP_DIR: resolve(PROJECT_ROOT, 'data/store/backups'),
      BACKUP_KEEP: 14,
      STATIC_DIR: resolve(PROJECT_ROOT, 'dist'),
      BUSINESS_TIMEZONE: 'America/New_York',
      RATE_LIMIT_PER_MINUTE: 30,
      DAILY_WRITE_CAP: 20000,
      DAILY_WRITE_QUOTA_PER_CLIENT: 50,
      TRUST_PROXY_HOPS: 1,
      MAX_UPCOMING_CALLS_PER_ADDRESS: 3,
      MIN_FREE_DISK_MB: 200,
      SITE_URL: 'http://localhost:3000',
      TRUST_PROXY: false,
      LOG_REQUESTS: true,
      LOG_FORMAT: 'text',
      MAIL_FROM: '"Liberty Home Exteriors" <info@libertyhomeexteriors.com>',
      NOTIFY_EMAIL: ['info@libertyhomeexteriors.com'],
      REMINDER_BEFORE_MINUTES: 1440,
    });
  });

  it('puts backups beside the store unless BACKUP_DIR says where', () => {
    expect(parseEnv({ DATA_DIR: '/srv/lhe' }).BACKUP_DIR).toBe('/srv/lhe/backups');
    expect(parseEnv({ DATA_DIR: '/srv/lhe', BACKUP_DIR: '/backup/lhe' }).BACKUP_DIR).toBe('/backup/lhe');
    expect(() => parseEnv({ BACKUP_KEEP: '0' })).toThrow(/BACKUP_KEEP/);
  });

  it('reads REMINDER_BEFORE_MINUTES (0 turns reminders off) and MANAGE_LINK_SECRET', () => {
    expect(parseEnv({ REMINDER_BEFORE_MINUTES: '0' }).REMINDER_BEFORE_MINUTES).toBe(0);
    expect(parseEnv({ REMINDER_BEFORE_MINUTES: '90' }).REMINDER_BEFORE_MINUTES).toBe(90);
    expect(() => parseEnv({ REMINDER_BEFORE_MINUTES: '-5' })).toThrow(/REMINDER_BEFORE_MINUTES/);
    expect(() => parseEnv({ REMINDER_BEFORE_MINUTES: 'soon' })).toThrow(/REMINDER_BEFORE_MINUTES/);
    expect(() => parseEnv({ MANAGE_LINK_SECRET: 'short' })).toThrow(
      /MANAGE_LINK_SECRET: Must be at least 32/,
    );
  });

  it('reads the delivery settings and names each bad one', () => {
    const env = parseEnv({
      SMTP_URL: 'smtps://mailer:pass@smtp.example.com:465',
      NOTIFY_EMAIL: 'owner@example.com, sales@example.com',
      WEBHOOK_URL: 'https://hooks.example.com/lead',
      WEBHOOK_SECRET: 'a-long-enough-secret',
    });
    expect(env.NOTIFY_EMAIL).toEqual(['owner@example.com', 'sales@example.com']);
    expect(env.SMTP_URL).toBe('smtps://mailer:pass@smtp.example.com:465');
    expect(() => parseEnv({ SMTP_URL: 'https://smtp.example.com' })).toThrow(/SMTP_URL: Must be an smtp/);
    expect(() => parseEnv({ NOTIFY_EMAIL: 'owner@example.com, nope' })).toThrow(/NOTIFY_EMAIL/);
    expect(() => parseEnv({ WEBHOOK_URL: 'https://hooks.example.com/lead' })).toThrow(
      /WEBHOOK_SECRET: Required when WEBHOOK_URL is set/,
    );
  });

  it('reads every variable, treating blank values as unset', () => {
    const env = parseEnv({
      PORT: '8080',
      DATA_DIR: '/var/lib/lhe',
      STATIC_DIR: 'build',
      ADMIN_USERNAME: ' owner ',
      ADMIN_PASSWORD: 'long-enough-password',
      RATE_LIMIT_PER_MINUTE: '0',
      MAX_UPCOMING_CALLS_PER_ADDRESS: '0',
      TRUST_PROXY: 'true',
      LOG_REQUESTS: '0',
      VITE_GOOGLE_MAPS_API_KEY: 'key',
      HOST: '  ',
    });
    expect(env).toMatchObject({
      PORT: 8080,
      HOST: '127.0.0.1',
      DATA_DIR: '/var/lib/lhe',
      STATIC_DIR: resolve(PROJECT_ROOT, 'build'),
      ADMIN_USERNAME: 'owner',
      RATE_LIMIT_PER_MINUTE: 0,
      MAX_UPCOMING_CALLS_PER_ADDRESS: 0,
      TRUST_PROXY: true,
      LOG_REQUESTS: false,
      VITE_GOOGLE_MAPS_API_KEY: 'key',
    });
  });

  it('listens on loopback only by default behind a proxy, and where HOST says otherwise', () => {
    expect(parseEnv({ TRUST_PROXY: 'true' }).HOST).toBe('127.0.0.1');
    expect(parseEnv({ TRUST_PROXY: 'false' }).HOST).toBe('0.0.0.0');
    expect(parseEnv({ TRUST_PROXY: 'true', HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
  });

  it('fails with one message naming every bad variable', () => {
    const attempt = () =>
      parseEnv({
        PORT: 'abc',
        TRUST_PROXY: 'maybe',
        ADMIN_PASSWORD: 'short',
        BUSINESS_TIMEZONE: 'Mars/Base',
        MAX_UPCOMING_CALLS_PER_ADDRESS: '-1',
      });
    expect(attempt).toThrow(EnvError);
    expect(attempt).toThrow(/PORT:[\s\S]*ADMIN_PASSWORD: Must be at least 12 characters/);
    expect(attempt).toThrow(/TRUST_PROXY: Must be true or false/);
    expect(attempt).toThrow(/BUSINESS_TIMEZONE: Not a known IANA time zone/);
    expect(attempt).toThrow(/MAX_UPCOMING_CALLS_PER_ADDRESS:/);
  });
});

// Webhook transport (issue 45).
describe('WEBHOOK_URL', () => {
  const withSecret = (url: string) => () =>
    parseEnv({ WEBHOOK_URL: url, WEBHOOK_SECRET: 'a-long-enough-secret' });

  it('must be https, except to this machine', () => {
    for (const url of ['http://hooks.example.com/lead', 'http://10.0.0.5/lead', 'http://127.example.com/x'])
      expect(withSecret(url), url).toThrow(
        /WEBHOOK_URL: Must be an https:\/\/ URL \(plain http:\/\/ only to this machine/,
      );
    for (const url of [
      'https://hooks.example.com/lead',
      'http://localhost:8080/lead',
      'http://127.0.0.1:9000/lead',
      'http://[::1]:9000/lead',
    ])
      expect(withSecret(url)().WEBHOOK_URL, url).toBe(url);
  });
});
