import { DEFAULT_THEME, defaultCssVariablesResolver } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { removeDefaultVariables } from './mantine-remove-default-variables';

describe('removeDefaultVariables (stand-in for Mantine’s)', () => {
  const defaults = defaultCssVariablesResolver(DEFAULT_THEME);

  it('keeps nothing of the default theme’s own variables', () => {
    expect(removeDefaultVariables(defaults)).toEqual({ variables: {}, light: {}, dark: {} });
  });

  it('keeps exactly the variables that differ from the defaults, in each of the three groups', () => {
    const input = {
      variables: { ...defaults.variables, '--mantine-radius-default': '2px', '--site-gap': '1rem' },
      light: { ...defaults.light, '--mantine-color-body': '#fafafa' },
      dark: { ...defaults.dark },
    };
    expect(removeDefaultVariables(input)).toEqual({
      variables: { '--mantine-radius-default': '2px', '--site-gap': '1rem' },
      light: { '--mantine-color-body': '#fafafa' },
      dark: {},
    });
  });
});
