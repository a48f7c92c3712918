import { Button, Container, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router-dom';
import { PATHS, sidingTypePath } from '../../shared/routes';
import { PageHero } from '../components/page-section';
import { getSidingType } from '../content/siding-types';
import { Seo } from '../features/seo/seo';

/** A siding type's detail page; an unknown type says so and links back to the catalog. */
export function SidingTypePage() {
  const { type = '' } = useParams();
  const sidingType = getSidingType(type);
  if (!sidingType) {
    return (
      <>
        <Seo
          title="Siding Type Not Found"
          description="This siding type does not exist."
          path={sidingTypePath(type)}
          robots="noindex, follow"
          status={404}
        />
        <Container size="sm" py={80}>
          <Title order={1}>Siding Type Not Found</Title>
          <Text mt="md">We could not find that siding type.</Text>
          <Button component={Link} to={PATHS.sidingCatalog} mt="xl">
            Back to Catalog
          </Button>
        </Container>
      </>
    );
  }
  return (
    <>
      <Seo title={sidingType.name} description={sidingType.description} path={sidingTypePath(type)} />
      <PageHero title={sidingType.name}>{sidingType.description}</PageHero>
    </>
  );
}
