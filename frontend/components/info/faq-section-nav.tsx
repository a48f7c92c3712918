import { Button, Group } from '@mantine/core';

/** One in-page jump link. */
export interface FaqAnchor {
  id: string;
  label: string;
}

/** The row of in-page links to the FAQ page's sections. */
export function FaqSectionNav({ anchors }: { anchors: readonly FaqAnchor[] }) {
  return (
    <nav aria-label="FAQ sections">
      <Group component="ul" gap="sm" justify="center" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {anchors.map((a) => (
          <li key={a.id}>
            <Button component="a" href={`#${a.id}`} variant="light" radius="xl">
              {a.label}
            </Button>
          </li>
        ))}
      </Group>
    </nav>
  );
}
