import { Text } from '@mantine/core';
import { formatAddressLine } from '#shared/business';
import { Section } from '../section';

/** Path of the self-contained office map page (frontend/public/map): no third-party map loads. */
const MAP_PAGE = '/map/office.html';

/** The office map, embedded as an iframe of our own static map page. */
export function OfficeMap() {
  return (
    <Section id="map" title="Visit Our Office" subtitle={formatAddressLine()} size="md">
      <iframe
        src={MAP_PAGE}
        title="Map to our office"
        loading="lazy"
        width="100%"
        height={320}
        style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8, display: 'block' }}
      />
      <Text size="sm" c="dark.5" ta="center" mt="sm">
        Please call ahead to meet a project consultant at our office.
      </Text>
    </Section>
  );
}
