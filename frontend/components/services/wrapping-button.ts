import type { ButtonProps } from '@mantine/core';

/**
 * Button styles for long labels (a phone number after some words): the label may wrap and the
 * button grows taller instead of overflowing a 360 px screen.
 */
export const WRAPPING_BUTTON: Pick<ButtonProps, 'styles' | 'maw'> = {
  maw: '100%',
  styles: {
    root: { height: 'auto', minHeight: 50, paddingBlock: 10 },
    // Block, not Mantine's flex: in a flex row the space before the number would collapse.
    label: { display: 'block', whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.3 },
  },
};
