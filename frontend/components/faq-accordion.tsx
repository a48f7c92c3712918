import { Accordion } from '@mantine/core';
import type { FaqItem } from '../content/types';

/** Questions and answers; at most one open at a time (spec §4). */
export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  return (
    <Accordion variant="separated" radius="md" chevronPosition="right">
      {items.map((item) => (
        <Accordion.Item key={item.question} value={item.question}>
          <Accordion.Control>{item.question}</Accordion.Control>
          <Accordion.Panel>{item.answer}</Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
