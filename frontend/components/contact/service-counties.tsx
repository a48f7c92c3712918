import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { BUSINESS } from '#shared/business';
import { PATHS } from '#shared/routes';
import { CONTACT_PAGE_COUNTIES } from '../../content/areas';

/** The ten New Jersey counties we serve, beside the contact form. */
export function ServiceCounties() {
  return (
    <Stack gap="md">
      <Title order={2}>Areas We Serve</Title>
      <Text c="dark.5">
        We serve {BUSINESS.serviceAreaSummary}. Our crews work every day in these counties:
      </Text>
      <List aria-label="Counties we serve" styles={{ root: { columns: 2, columnGap: 24 } }} spacing={4}>
        {CONTACT_PAGE_COUNTIES.map((county) => (
          <List.Item key={county}>{county}</List.Item>
        ))}
      </List>
      <Anchor component={Link} to={PATHS.areas} fw={600}>
        See all service areas and towns
      </Anchor>
    </Stack>
  );
}
