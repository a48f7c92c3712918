import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { BUSINESS, HOURS_ON_PAGE } from '#shared/business';
import { PhoneLink } from '../../features/phone-tracking/phone-link';
import { LicenseNumbers } from '../license-numbers';
import { Section } from '../section';

function MethodCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder padding="lg" radius="md">
      <Stack gap="xs">
        <Title order={3} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

/** Phone, office address, the email note, opening hours and the licence numbers. */
export function ContactMethods() {
  const a = BUSINESS.address;
  return (
    <Section id="reach-us" title="How to Reach Us">
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
        <MethodCard title="Phone">
          <Text fz="lg" fw={700}>
            <PhoneLink element="contact-phone" />
          </Text>
          <Text size="sm" c="dark.5">
            Talk to a project consultant during business hours.
          </Text>
        </MethodCard>
        <MethodCard title="Office">
          <Text component="address" fs="normal">
            {BUSINESS.name}
            <br />
            {a.street}
            <br />
            {a.city}, {a.state} {a.zip}
          </Text>
        </MethodCard>
        <MethodCard title="Email">
          <Text>For the fastest response, please use the form below instead of email.</Text>
          <Text size="sm" c="dark.5">
            Every request reaches our scheduling team, and we contact you within {BUSINESS.contactWithin}.
          </Text>
        </MethodCard>
        <MethodCard title="Hours">
          <dl
            style={{ margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 12, rowGap: 4 }}
          >
            {HOURS_ON_PAGE.map((line) => (
              <div key={line.days} style={{ display: 'contents' }}>
                <dt style={{ fontWeight: 700 }}>{line.days}</dt>
                <dd style={{ margin: 0 }}>{line.hours}</dd>
              </div>
            ))}
          </dl>
          <Text size="sm" c="dark.5">
            {BUSINESS.timeZoneLabel}
          </Text>
        </MethodCard>
      </SimpleGrid>
      <Stack mt="xl">
        <LicenseNumbers centered />
      </Stack>
    </Section>
  );
}
