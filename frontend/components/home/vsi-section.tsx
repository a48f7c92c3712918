import { Box, Button, Container, Grid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { PATHS } from '#shared/routes';
import { HOME_VSI } from '../../content/home-sections';
import { FeatureList } from '../feature-list';
import { Picture } from '../picture';

/** Why our Vinyl Siding Institute certification matters, beside the badge. */
export function VsiSection() {
  return (
    <section id="vsi" aria-labelledby="vsi-title" style={{ padding: '56px 0' }}>
      <Container size="lg">
        <Grid gap="xl" align="center">
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <Box maw={220} mx="auto">
              <Picture image={HOME_VSI.image} />
            </Box>
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 8 }}>
            <Stack gap="md">
              <Title order={2} id="vsi-title">
                {HOME_VSI.title}
              </Title>
              <Text size="lg" c="dark.5">
                {HOME_VSI.text}
              </Text>
              {HOME_VSI.points && <FeatureList items={HOME_VSI.points} />}
              <Button component={Link} to={PATHS.siding} variant="light" w="fit-content">
                Explore Siding Options
              </Button>
            </Stack>
          </Grid.Col>
        </Grid>
      </Container>
    </section>
  );
}
