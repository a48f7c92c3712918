import { List, Text } from '@mantine/core';
import { LICENSES } from '#shared/business';

/** The contractor licence numbers the law asks a contractor's website to show. */
export function LicenseNumbers({ centered = false }: { centered?: boolean }) {
  return (
    <div style={{ textAlign: centered ? 'center' : undefined }}>
      <Text fw={700}>Licensed home improvement contractor</Text>
      <List listStyleType="none" spacing={4} mt={4} aria-label="Licence numbers">
        {LICENSES.map((l) => (
          <List.Item key={l.key}>
            {l.label} {l.number}
          </List.Item>
        ))}
      </List>
    </div>
  );
}
