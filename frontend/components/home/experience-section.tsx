import { Stack, Text } from '@mantine/core';
import { BUSINESS } from '#shared/business';
import { HOME_EXPERIENCE, HOME_STATS } from '../../content/home-sections';
import { Section } from '../section';
import { StatRow } from '../stat-row';

/** Years in business and the headline figures. */
export function ExperienceSection() {
  return (
    <Section id="experience" title={HOME_EXPERIENCE.title} tinted size="md">
      <Stack gap="xl">
        <Text size="lg" ta="center" c="dark.5">
          {HOME_EXPERIENCE.text}
        </Text>
        <StatRow stats={HOME_STATS} />
        <Text ta="center" fw={600} c="navy.9">
          Family-owned and serving homeowners since {BUSINESS.foundedYear}
        </Text>
      </Stack>
    </Section>
  );
}
