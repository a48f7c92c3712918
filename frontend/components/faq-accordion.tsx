import { Accordion } from '@mantine/core';
import type { FaqItem } from '../content/types';
import { useDisabledUntilHydrated } from '../lib/use-hydrated';

/** Questions and answers; at most one open at a time (spec §4). */
export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  const untilHydrated = useDisabledUntilHydrated();
  return (
    <Accordion variant="separated" radius="md" chevronPosition="right">
      {items.map((item) => (
        <Accordion.Item key={item.question} value={item.question}>
          <Accordion.Control {...untilHydrated}>{item.question}</Accordion.Control>
          <Accordion.Panel>{item.answer}</Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
