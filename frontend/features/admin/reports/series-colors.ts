/**
 * The chart's colours, one per source column: hues far apart, each at least 3:1 against the white
 * card so a bar reads as a bar (WCAG 1.4.11); the summed "Other sources" in gray.
 */
export const SERIES_COLORS = ['navy.7', 'orange.8', 'teal.8', 'grape.7', 'brick.9', 'gray.7'] as const;

/** The weekday-and-hour grid, from no calls to the busiest hour. */
export const HEAT_COLORS = ['gray.1', 'navy.2', 'navy.4', 'navy.6', 'navy.9'];
