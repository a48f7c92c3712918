import { SimpleGrid, Stack, Text } from '@mantine/core';
import { ABOUT_CERTIFICATIONS } from '../../content/partners';
import { LicenseNumbers } from '../license-numbers';
import { Section } from '../section';

/** The four certification marks, each with its name under it, and the licence numbers. */
export function CertificationLogos() {
  return (
    <Section
      id="certifications"
      title="Certifications and Accreditations"
      subtitle="Independent organizations have trained, certified and rated our work."
    >
      <SimpleGrid
        component="ul"
        cols={{ base: 2, md: 4 }}
        spacing="lg"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {ABOUT_CERTIFICATIONS.map((logo) => (
          <Stack component="li" key={logo.src} align="center" gap="xs">
            <img
              src={logo.src}
              alt={logo.alt}
              width={logo.width}
              height={logo.height}
              loading="lazy"
              style={{ width: 140, height: 140 }}
            />
            <Text size="sm" fw={600} ta="center" c="dark.6" aria-hidden="true">
              {logo.alt.replace(/ badge$/, '')}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
      <Stack mt="xl">
        <LicenseNumbers centered />
      </Stack>
    </Section>
  );
}
