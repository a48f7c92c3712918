import { Button, Container, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';
import { PATHS } from '#shared/routes';
import { SERVICE_LINKS } from '../content/nav-links';
import { CallButton } from '../features/phone-tracking/phone-link';
import { Seo } from '../features/seo/seo';

/** The page for any path the site does not have; prerendered as 404.html and served with HTTP 404. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <>
      <Seo
        title="404 Page Not Found"
        description="The page you are looking for does not exist."
        path={pathname}
        robots="noindex, nofollow"
        status={404}
      />
      <Container size="sm" py={80}>
        <Title order={1}>404 Page Not Found</Title>
        <Text mt="md">Did you forget to add the page to the router?</Text>
        <nav aria-labelledby="not-found-next">
          <Title order={2} size="h3" mt="xl" mb="md" id="not-found-next">
            Where would you like to go?
          </Title>
          <Button component={Link} to={PATHS.home} size="md">
            Home
          </Button>
          <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="sm" mt="md">
            {SERVICE_LINKS.map((link) => (
              <Button key={link.path} component={Link} to={link.path} variant="outline" size="md">
                {link.label}
              </Button>
            ))}
          </SimpleGrid>
          <Group gap="sm" mt="md">
            <Button component={Link} to={PATHS.contact} variant="light" size="md">
              Contact Us
            </Button>
            <CallButton element="not-found-phone" color="brick.8" size="md" />
          </Group>
        </nav>
      </Container>
    </>
  );
}

/** A detail page whose item is unknown (a siding or window type): says so and links back to the list. */
export function ItemNotFoundPage({
  kind,
  path,
  back,
}: {
  /** What was looked for, capitalised as in a title: 'Siding Type'. */
  kind: string;
  path: string;
  back: { to: string; label: string };
}) {
  const title = `${kind} Not Found`;
  const noun = kind.toLowerCase();
  return (
    <>
      <Seo
        title={title}
        description={`This ${noun} does not exist.`}
        path={path}
        robots="noindex, follow"
        status={404}
      />
      <Container size="sm" py={80}>
        <Title order={1}>{title}</Title>
        <Text mt="md">{`We could not find that ${noun}.`}</Text>
        <Button component={Link} to={back.to} mt="xl">
          {back.label}
        </Button>
      </Container>
    </>
  );
}
