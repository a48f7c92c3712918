import type { FaqItem } from '../../content/types';
import { FaqAccordion } from '../faq-accordion';
import classes from './faq-on-tint.module.css';

/** The shared FAQ accordion, readable on a tinted section too (white items with a border). */
export function FaqList({ items, onTint = false }: { items: readonly FaqItem[]; onTint?: boolean }) {
  return (
    <div className={onTint ? classes.onTint : undefined}>
      <FaqAccordion items={items} />
    </div>
  );
}
