/**
 * Markup that never changes and handles no events (text, pictures, plain links). On the page the
 * browser loaded, React keeps the prerendered HTML of this subtree as it is instead of hydrating
 * it: no render work and no listeners at startup, which is most of a content page. After a
 * client-side navigation the subtree renders normally. Links inside work as plain links and
 * phone links are tracked by the document's listener, so nothing here needs React to run.
 */
import { useState, type ComponentType, type ReactNode } from 'react';
import { isFirstDocument } from '../lib/hydration-state';
import { lazyComponent } from '../lib/lazy-component';
import classes from './static-html.module.css';

export function StaticHtml({ children }: { children: ReactNode }) {
  // Decided once per mounted subtree: a subtree that started from prerendered HTML stays so.
  const [keepPrerendered] = useState(isFirstDocument);
  if (keepPrerendered) {
    return (
      <div className={classes.contents} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />
    );
  }
  return <div className={classes.contents}>{children}</div>;
}

/**
 * A page's static part kept in a module of its own. On the page the browser loaded, its
 * prerendered HTML stays and its code (copy, pictures, layout components) is never fetched: the
 * first visit downloads and parses only what hydrates. After a client-side navigation it loads and
 * renders like any lazy component, inside the navigation's transition.
 */
export function staticPart<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
): ComponentType {
  const Part = lazyComponent(load, name);
  return function StaticPart() {
    return (
      <StaticHtml>
        <Part />
      </StaticHtml>
    );
  };
}
