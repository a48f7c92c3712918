import { Grid, Stack, Text } from '@mantine/core';
import { ABOUT_IMAGE, ABOUT_STATS, ABOUT_STORY } from '../../content/about';
import { Picture } from '../picture';
import { Section } from '../section';
import { StatRow } from '../stat-row';

/** How the company started and grew, with the crew picture and the headline figures. */
export function AboutStory() {
  return (
    <Section id="our-story" title="Our Story">
      <Stack gap={48}>
        <Grid gap="xl" align="center">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="md">
              {ABOUT_STORY.map((paragraph) => (
                <Text key={paragraph.slice(0, 32)} size="lg" c="dark.6">
                  {paragraph}
                </Text>
              ))}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Picture image={ABOUT_IMAGE} />
          </Grid.Col>
        </Grid>
        <StatRow stats={ABOUT_STATS} />
      </Stack>
    </Section>
  );
}
