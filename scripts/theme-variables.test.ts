import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { THEME_VARIABLES_FILE, themeVariablesCss } from './theme-variables';

describe('theme-variables.css', () => {
  it('is what the theme gives (run `npx tsx scripts/theme-variables.ts` after changing theme.ts)', () => {
    expect(readFileSync(THEME_VARIABLES_FILE, 'utf8')).toBe(themeVariablesCss());
  });

  it("holds the theme's own colours, fonts and fixes beside Mantine's defaults", () => {
    const css = themeVariablesCss();
    expect(css).toContain('--mantine-color-navy-9: #1b3a5c;');
    expect(css).toContain('--mantine-color-brick-8: #a52b1e;');
    expect(css).toContain('--mantine-primary-color-filled: var(--mantine-color-navy-filled);');
    expect(css).toContain('--mantine-heading-font-weight: 800;');
    expect(css).toContain('--mantine-font-family: system-ui,');
    expect(css).toContain('--mantine-radius-default: calc(0.5rem * var(--mantine-scale));');
    // Mantine's gray.6 "dimmed" is 3.3:1 on white; the theme's is dark.3 (WCAG AA).
    expect(css).toMatch(
      /\[data-mantine-color-scheme="light"\]\{[^}]*--mantine-color-dimmed: var\(--mantine-color-dark-3\);/,
    );
    expect(css).not.toContain('data-mantine-color-scheme="dark"');
  });
});
