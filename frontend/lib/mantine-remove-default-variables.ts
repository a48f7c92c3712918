/**
 * Stands in for Mantine's removeDefaultVariables in the browser build (see vite.config.ts).
 * Mantine's module computes the default theme's whole table of CSS variables (hundreds of them,
 * with a colour conversion each) when it is evaluated, so every page paid for it while its
 * scripts started, for a component this site never renders: MantineProvider runs with
 * withCssVariables={false}, as the variables are a stylesheet made at build time. Here the table
 * is computed on first use; the function is otherwise Mantine's.
 */
import { DEFAULT_THEME, defaultCssVariablesResolver, type ConvertCSSVariablesInput } from '@mantine/core';

let defaults: ConvertCSSVariablesInput | undefined;

type Variables = Record<string, string>;

function changed(input: Variables, base: Variables): Variables {
  const out: Variables = {};
  for (const key of Object.keys(input)) if (base[key] !== input[key]) out[key] = input[key];
  return out;
}

export function removeDefaultVariables(input: ConvertCSSVariablesInput): ConvertCSSVariablesInput {
  defaults ??= defaultCssVariablesResolver(DEFAULT_THEME);
  return {
    variables: changed(input.variables, defaults.variables),
    light: changed(input.light, defaults.light),
    dark: changed(input.dark, defaults.dark),
  };
}
