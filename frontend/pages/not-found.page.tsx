import { Button, Container, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';
import { PATHS } from '../../shared/routes';
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
        <Button component={Link} to={PATHS.home} mt="xl">
          Go to the home page
        </Button>
      </Container>
    </>
  );
}
