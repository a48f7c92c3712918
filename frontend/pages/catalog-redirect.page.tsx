import { useEffect } from 'react';
import { Anchor, Container, Text, Title } from '@mantine/core';
import { PATHS } from '#shared/routes';
import { Seo } from '../features/seo/seo';

/** /catalog moves to /catalog/siding by a full page load (spec route table). */
export function CatalogRedirectPage() {
  useEffect(() => {
    window.location.replace(PATHS.sidingCatalog);
  }, []);
  return (
    <>
      <Seo
        title="Siding Catalog"
        description="Browse our siding catalog."
        path={PATHS.sidingCatalog}
        robots="noindex, follow"
        redirectTo={PATHS.sidingCatalog}
      />
      <Container py="xl">
        <Title order={1} mb="md">
          Siding Catalog
        </Title>
        <Text>
          Opening the <Anchor href={PATHS.sidingCatalog}>siding catalog</Anchor>…
        </Text>
      </Container>
    </>
  );
}
