import { Container, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { BUSINESS, formatAddressLine } from '#shared/business';
import { PATHS } from '#shared/routes';
import { CallButton } from '../features/phone-tracking/phone-link';
import { Seo } from '../features/seo/seo';

const REASONS = [
  `Family-owned and serving New Jersey and New York since ${BUSINESS.foundedYear}`,
  `${BUSINESS.customers} homeowners served, ${BUSINESS.satisfaction} satisfaction`,
  'Free in-home estimate with a written, itemized quote',
  'Up to 60 months at 0% interest with no money down (subject to credit approval)',
];

/** /lander-p: a phone-only landing page; every button calls and is tracked as a /lander-p click. */
export function LanderPPage() {
  const call = (element: string, label: string, variant: 'filled' | 'white' = 'filled') => (
    <CallButton
      element={element}
      page={PATHS.landerP}
      size="xl"
      radius="md"
      color="brick.8"
      variant={variant}
      fullWidth
    >
      {label}
    </CallButton>
  );
  return (
    <>
      <Seo
        title="Call for a Free Estimate"
        description={`Call ${BUSINESS.name} at ${BUSINESS.phone.display} for a free estimate on windows, siding, doors and roofing.`}
        path={PATHS.landerP}
        robots="index, follow"
      />
      <div style={{ background: 'var(--mantine-color-navy-9)', color: '#fff' }}>
        <Container size="sm" py={48}>
          <Stack align="center" ta="center">
            <img src="/images/logo-white.svg" alt={BUSINESS.name} width="220" height="48" />
            <Title order={1} c="white">
              Talk to an Exterior Expert Today
            </Title>
            <Text size="lg">
              Free estimates on windows, siding, doors and roofing. Most calls answered in under a minute.
            </Text>
            {call('lander-p-main-cta', `Call Now: ${BUSINESS.phone.display}`)}
          </Stack>
        </Container>
      </div>
      <Container size="sm" py="xl">
        <Paper withBorder p="lg" radius="md">
          <Title order={2} size="h3" mb="md">
            Why homeowners call {BUSINESS.name}
          </Title>
          <List
            spacing="sm"
            icon={
              <ThemeIcon color="navy.9" size={22} radius="xl">
                ✓
              </ThemeIcon>
            }
          >
            {REASONS.map((r) => (
              <List.Item key={r}>{r}</List.Item>
            ))}
          </List>
          <Stack mt="lg">{call('lander-p-secondary-cta', 'Get My Free Estimate by Phone')}</Stack>
        </Paper>
        <Stack mt="xl" ta="center">
          <Title order={2} size="h3">
            Ready when you are
          </Title>
          <Text>Tell us about your project and we will schedule a free in-home visit that suits you.</Text>
          {call('lander-p-bottom-cta', `Call ${BUSINESS.phone.display}`)}
        </Stack>
      </Container>
      <footer style={{ background: 'var(--mantine-color-gray-1)' }}>
        <Container size="sm" py="lg" ta="center">
          <Text fw={700}>{BUSINESS.name}</Text>
          <Text size="sm">{formatAddressLine()}</Text>
          <Stack mt="sm" maw={320} mx="auto">
            {call('lander-p-footer', BUSINESS.phone.display, 'filled')}
          </Stack>
        </Container>
      </footer>
    </>
  );
}
