import { Anchor, Button, Container, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router-dom';
import { PATHS, windowTypePath } from '../../shared/routes';
import { PageHero } from '../components/page-section';
import { DEFAULT_WINDOW_TYPE, getWindowType } from '../content/window-types';
import { Seo } from '../features/seo/seo';

/** A window type's detail page; without a type it shows the default (double-hung). */
export function WindowTypePage() {
  const { type = DEFAULT_WINDOW_TYPE } = useParams();
  const windowType = getWindowType(type);
  if (!windowType) {
    return (
      <>
        <Seo
          title="Window Type Not Found"
          description="This window type does not exist."
          path={windowTypePath(type)}
          robots="noindex, follow"
          status={404}
        />
        <Container size="sm" py={80}>
          <Title order={1}>Window Type Not Found</Title>
          <Text mt="md">We could not find that window type.</Text>
          <Button component={Link} to={PATHS.windows} mt="xl">
            Return to Windows
          </Button>
        </Container>
      </>
    );
  }
  return (
    <>
      <Seo
        title={windowType.title}
        description={windowType.description}
        path={windowTypePath(windowType.slug)}
      />
      <PageHero title={windowType.title}>{windowType.subtitle}</PageHero>
      <Container size="lg" pb="xl">
        <Text>{windowType.description}</Text>
        <Anchor component={Link} to={PATHS.windows}>
          All windows
        </Anchor>
      </Container>
    </>
  );
}
