import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

const navy: MantineColorsTuple = [
  '#eef3f9',
  '#d9e3ef',
  '#b0c5de',
  '#84a5cc',
  '#5f8abd',
  '#4779b4',
  '#3a70b1',
  '#2b5f9c',
  '#1f4f82',
  '#1b3a5c',
];

const brick: MantineColorsTuple = [
  '#fdeeec',
  '#f5dad7',
  '#ebb2ab',
  '#e1877c',
  '#d86355',
  '#d34c3c',
  '#d1402f',
  '#b93223',
  '#a52b1e',
  '#902116',
];

/** The site's look: system fonts (nothing to download), navy and brick red. */
export const theme = createTheme({
  primaryColor: 'navy',
  primaryShade: 9,
  colors: { navy, brick },
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: {
    fontFamily:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    fontWeight: '800',
  },
  defaultRadius: 'md',
  // Spec §9: tooltips open after 700 ms, with a 300 ms skip window between neighbours.
  components: {
    Tooltip: { defaultProps: { openDelay: 700 } },
    // Above the fixed promo banner (210) and header (200).
    Modal: { defaultProps: { zIndex: 400 } },
    Drawer: { defaultProps: { zIndex: 400 } },
    // 24 px boxes (Mantine's default is 20): the smallest target WCAG 2.2 AA (2.5.8) allows.
    Checkbox: { defaultProps: { size: 'md' } },
    Radio: { defaultProps: { size: 'md' } },
  },
});

/**
 * Mantine's light-scheme `dimmed` is gray.6 (#868e96): 3.3:1 on white, below WCAG AA's 4.5:1. It
 * colours input descriptions, date-picker weekdays and every `c="dimmed"` text, so it is fixed
 * here once: dark.3 (#696969) is 5.5:1 on white and still reads as secondary.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-dark-3)' },
  dark: {},
});
