import { List, Text } from '@mantine/core';
import { LICENSES, LICENSE_LINES } from '#shared/business';

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

/** The licence lines of a footer, one a list item. */
export function LicenseLines({ className }: { className: string }) {
  return (
    <ul className={className} aria-label="Licenses">
      {LICENSE_LINES.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}
