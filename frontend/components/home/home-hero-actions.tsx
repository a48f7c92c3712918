import { List, Stack, Text, ThemeIcon } from '@mantine/core';
import { HOME_HERO } from '../../content/home';
import { CallButton } from '../../features/phone-tracking/phone-link';
import { BUSINESS } from '#shared/business';
import { WRAPPING_BUTTON } from '../services/wrapping-button';

/** The home hero's call button and trust points. */
export function HomeHeroActions() {
  return (
    <Stack gap="md" align="flex-start">
      <CallButton element="hero-cta" size="xl" color="brick.8" {...WRAPPING_BUTTON}>
        {HOME_HERO.ctaLabel}: <span style={{ whiteSpace: 'nowrap' }}>{BUSINESS.phone.display}</span>
      </CallButton>
      <List
        spacing={6}
        icon={
          <ThemeIcon color="navy.9" size={20} radius="xl" aria-hidden="true">
            ✓
          </ThemeIcon>
        }
      >
        {HOME_HERO.bullets.map((b) => (
          <List.Item key={b}>
            <Text fw={600}>{b}</Text>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
