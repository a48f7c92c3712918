import { describe, expect, it } from 'vitest';
import { builtOrigin, siteUrlWarnings } from './site-url-check';

describe('siteUrlWarnings', () => {
  it('warns, naming SITE_URL, when the origin is localhost and the server listens on every interface', () => {
    const [warning, ...rest] = siteUrlWarnings({ siteUrl: 'http://localhost:3000', host: '0.0.0.0' });
    expect(warning).toMatch(/^SITE_URL is http:\/\/localhost:3000 .* listens on 0\.0\.0\.0/);
    expect(rest).toEqual([]);
    expect(siteUrlWarnings({ siteUrl: 'http://127.0.0.1:8080', host: '::' })).toHaveLength(1);
    expect(siteUrlWarnings({ siteUrl: 'http://localhost', host: '192.168.1.20' })).toHaveLength(1);
  });

  it('says nothing for local development or a public origin', () => {
    for (const host of ['127.0.0.1', 'localhost', '::1', '[::1]', '127.0.0.2']) {
      expect(siteUrlWarnings({ siteUrl: 'http://localhost:3000', host })).toEqual([]);
    }
    expect(siteUrlWarnings({ siteUrl: 'https://www.example.com', host: '0.0.0.0' })).toEqual([]);
  });

  it('warns when the pages were built for another origin', () => {
    const warnings = siteUrlWarnings({
      siteUrl: 'https://www.example.com/',
      host: '127.0.0.1',
      builtOrigin: 'http://localhost:3000',
    });
    expect(warnings).toEqual([
      expect.stringMatching(/built for http:\/\/localhost:3000, but SITE_URL is https:\/\/www\.example\.com/),
    ]);
    expect(
      siteUrlWarnings({
        siteUrl: 'https://www.example.com',
        host: '0.0.0.0',
        builtOrigin: 'https://www.example.com',
      }),
    ).toEqual([]);
  });
});

describe('builtOrigin', () => {
  it('reads the origin of the first sitemap entry', () => {
    expect(builtOrigin('<urlset><url><loc>https://a.example/x</loc></url></urlset>')).toBe(
      'https://a.example',
    );
    expect(builtOrigin('<urlset></urlset>')).toBeUndefined();
  });
});
