/**
 * `island(name, Component)`: a component that is an island on a page that boots as islands, and an
 * ordinary part of the tree everywhere else (the admin area, pages still hydrated whole, the dev
 * server). On an islands page the prerender leaves an empty element with the island's name, key
 * and props, and renders the island in a root of its own into it (entry-server.tsx); the browser
 * hydrates that root alone (hydrate-island.tsx).
 */
import { createContext, useContext, useId, type ComponentType } from 'react';
import classes from '../components/static-html.module.css';
import { ISLAND_ATTRIBUTES, type IslandName } from './island-names';

/** One island found while prerendering a page. */
export interface CollectedIsland {
  key: string;
  name: IslandName;
  props: object;
  Component: ComponentType<object>;
}

/** Gathers a page's islands during its prerender; absent, islands render in place. */
export class IslandCollector {
  readonly islands = new Map<string, CollectedIsland>();
}

const IslandCollectorContext = createContext<IslandCollector | null>(null);
export const IslandCollectorProvider = IslandCollectorContext.Provider;

/** Whether the page being prerendered boots as islands (always false in the browser). */
export const useOnIslandsPage = () => useContext(IslandCollectorContext) !== null;

/** True inside an island's own root: there is no router, no page around it. */
export const InIslandRoot = createContext(false);

/** Whether the component renders in an island's own root. */
export const useInIslandRoot = () => useContext(InIslandRoot);

/** The React ids of an island: its key, which the browser reads back from the element. */
export const islandIdPrefix = (key: string) => `${key}-`;

/** Each island's component, as `island(...)` was given it (island-code.test.ts reads this). */
export const DECLARED_ISLANDS = new Map<IslandName, ComponentType<never>>();

export function island<P extends object>(name: IslandName, Component: ComponentType<P>): ComponentType<P> {
  DECLARED_ISLANDS.set(name, Component as ComponentType<never>);
  function Island(props: P) {
    const collector = useContext(IslandCollectorContext);
    // useId: stable when the page re-renders a subtree after a lazy part arrives.
    const key = `i${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
    if (!collector) {
      return (
        <div className={classes.contents}>
          <Component {...props} />
        </div>
      );
    }
    collector.islands.set(key, { key, name, props, Component: Component as ComponentType<object> });
    const attributes = {
      [ISLAND_ATTRIBUTES.name]: name,
      [ISLAND_ATTRIBUTES.key]: key,
      [ISLAND_ATTRIBUTES.props]: JSON.stringify(props),
    };
    return <div className={classes.contents} {...attributes} />;
  }
  Island.displayName = `Island(${name})`;
  return Island;
}
