import { describe, expect, it } from 'vitest';
import { ADMIN_SHELL_PATHS, adminShellCacheKey } from './admin-shell-cache';

describe('admin shell cache keys', () => {
  it('keeps every lead page under the one lead shell the worker caches at install', () => {
    const key = adminShellCacheKey('https://site.test/admin/leads/3f2b8c1e-0000-4000-8000-000000000001');
    expect(key).toBe('https://site.test/admin/leads/_shell');
    expect(adminShellCacheKey('https://site.test/admin/leads/other?x=1')).toBe(key);
    expect(ADMIN_SHELL_PATHS).toContain(new URL(key).pathname);
  });

  it('keeps the other admin pages as themselves', () => {
    for (const path of [
      '/admin',
      '/admin/dashboard',
      '/admin/deliveries',
      '/admin/settings',
      '/admin/users',
      '/admin/reports',
      '/admin/leads',
    ]) {
      expect(adminShellCacheKey(`https://site.test${path}`)).toBe(`https://site.test${path}`);
      if (path !== '/admin/leads') expect(ADMIN_SHELL_PATHS).toContain(path);
    }
  });
});
