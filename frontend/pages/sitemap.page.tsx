import { Anchor, Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import { BUSINESS } from '#shared/business';
import { PATHS } from '#shared/routes';
import { PageHero } from '../components/page-section';
import { Section } from '../components/section';
import { EXTERNAL_RESOURCES, POPULAR_SEARCHES, SITEMAP_GROUPS } from '../content/sitemap';
import type { SitemapGroup, SitemapIcon } from '../content/types';
import { PhoneLink } from '../features/phone-tracking/phone-link';
import { Seo } from '../features/seo/seo';
import { longDate } from '../lib/long-date';
import { useHydrated } from '../lib/use-hydrated';

/** The site map: every page by group, outside resources, popular searches and ways to reach us. */
export function SitemapPage() {
  return (
    <>
      <Seo
        title="Site Map"
        description={`Every page of the ${BUSINESS.name} website: windows, siding, doors, roofing, financing, service areas and more.`}
        keywords="Liberty Home Exteriors site map, windows, siding, doors, roofing, financing, service areas"
        path={PATHS.sitemap}
      />
      <PageHero title="Site Map">
        Find any page on our website, from replacement windows and siding to financing, warranties and the
        towns we serve.
      </PageHero>
      <Section id="pages" title="All Pages">
        {/* Columns (not a grid) so the short groups stack beside the long Main Pages list. */}
        <div style={{ columnWidth: 300, columnGap: 24 }}>
          {SITEMAP_GROUPS.map((group) => (
            <GroupCard key={group.title} group={group} />
          ))}
        </div>
      </Section>
      <Section
        id="resources"
        title="Industry Resources"
        subtitle="Independent organizations we work with and recommend."
        tinted
      >
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
          {EXTERNAL_RESOURCES.map((resource) => (
            <Card key={resource.url} withBorder padding="lg" radius="md">
              <Title order={3} size="h4">
                <Anchor href={resource.url} target="_blank" rel="noopener noreferrer">
                  {resource.name}
                  <span style={VISUALLY_HIDDEN}> (opens in a new tab)</span>
                </Anchor>
              </Title>
              <Text c="dark.5" mt="xs">
                {resource.description}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </Section>
      <Section id="popular-searches" title="Popular Searches">
        <Group justify="center" gap="sm">
          {POPULAR_SEARCHES.map((search) => (
            <Button
              key={search.label}
              component={Link}
              to={search.path}
              variant="light"
              color="navy"
              radius="xl"
            >
              {search.label}
            </Button>
          ))}
        </Group>
      </Section>
      <Section id="contact-methods" title="Contact Us" tinted>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          <Card withBorder padding="lg" radius="md">
            <Title order={3} size="h4">
              Phone
            </Title>
            <Text c="dark.5" mt="xs">
              Talk to a project consultant.
            </Text>
            <Text fw={700} size="lg" mt="xs">
              <PhoneLink element="sitemap-phone" />
            </Text>
          </Card>
          <Card withBorder padding="lg" radius="md">
            <Title order={3} size="h4">
              Office Address
            </Title>
            <Text component="address" mt="xs" fs="normal">
              {BUSINESS.name}
              <br />
              {BUSINESS.address.street}
              <br />
              {BUSINESS.address.city}, {BUSINESS.address.state} {BUSINESS.address.zip}
            </Text>
          </Card>
          <Card withBorder padding="lg" radius="md">
            <Title order={3} size="h4">
              Online
            </Title>
            <Text c="dark.5" mt="xs">
              Request a free estimate and we will reply within {BUSINESS.contactWithin}.
            </Text>
            <Anchor component={Link} to={PATHS.contact} fw={700} mt="xs" display="inline-block">
              Send us a message
            </Anchor>
          </Card>
        </SimpleGrid>
        <Stack align="center" gap={4} mt="xl" ta="center">
          <Text c="dark.5">
            Found a link that does not work?{' '}
            <Anchor component={Link} to={PATHS.contact} fw={600}>
              Report a broken link
            </Anchor>
          </Text>
          <Text c="dark.5" size="sm">
            Last updated: <LastUpdated />
          </Text>
        </Stack>
      </Section>
    </>
  );
}

function GroupCard({ group }: { group: SitemapGroup }) {
  return (
    <Card
      withBorder
      padding="lg"
      radius="md"
      component="nav"
      aria-label={group.title}
      mb={24}
      style={{ breakInside: 'avoid' }}
    >
      <Group gap="sm" mb="md" wrap="nowrap">
        <ThemeIcon size={40} radius="md" color="navy.9" aria-hidden="true">
          <GroupIcon icon={group.icon} />
        </ThemeIcon>
        <Title order={3} size="h4">
          {group.title}
        </Title>
      </Group>
      <Stack component="ul" gap="sm" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {group.links.map((link) => (
          <li key={link.path}>
            <Anchor component={Link} to={link.path} fw={700}>
              {link.name}
            </Anchor>
            <Text size="xs" c="dark.4" ff="monospace">
              {link.path}
            </Text>
            <Text size="sm" c="dark.5">
              {link.description}
            </Text>
          </li>
        ))}
      </Stack>
    </Card>
  );
}

const ICON_PATHS: Record<SitemapIcon, string> = {
  home: 'M3 11 12 4l9 7v9h-6v-6H9v6H3z',
  window: 'M5 4h14v16H5zM12 4v16M5 12h14',
  siding: 'M4 6h16M4 10h16M4 14h16M4 18h16',
  door: 'M7 3h10v18H7zM14 12h.01',
  roof: 'M2 13 12 4l10 9M5 11v9h14v-9',
};

function GroupIcon({ icon }: { icon: SitemapIcon }) {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={ICON_PATHS[icon]} />
    </svg>
  );
}

// Inline, because Mantine's VisuallyHidden stylesheet is not among the imported component styles.
const VISUALLY_HIDDEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

/**
 * Today's date in the visitor's browser ('November 22, 2026'; written without Intl, whose first
 * formatter costs a long task). The prerendered HTML carries the build day; once hydrated the
 * element is re-created (new key) so the browser's day replaces it. Re-rendering the same element
 * would not do: React keeps the server text it was told to ignore.
 */
function LastUpdated() {
  const hydrated = useHydrated();
  const now = new Date();
  const isoDay = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  return (
    <time key={hydrated ? 'browser' : 'prerendered'} dateTime={isoDay} suppressHydrationWarning>
      {longDate(isoDay)}
    </time>
  );
}
