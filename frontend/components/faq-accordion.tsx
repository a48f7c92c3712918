import { Accordion } from '@mantine/core';
import type { FaqItem } from '../content/types';
import { useDisabledUntilHydrated } from '../lib/use-hydrated';
import { island } from '../islands/island';

/** Questions and answers; at most one open at a time (spec §4). */
export function FaqAccordionBody({ items }: { items: readonly FaqItem[] }) {
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

/** The accordion as pages place it: an island of its own where the page boots as islands. */
export const FaqAccordion = island('faq-accordion', FaqAccordionBody);
