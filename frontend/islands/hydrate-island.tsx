/**
 * Hydrates one island on a root of its own: React DOM, the island's providers and its component,
 * with the props and React id prefix the prerender wrote on its element.
 */
import { hydrateRoot } from 'react-dom/client';
import { IslandRoot } from './island-root';
import { ISLAND_CODE } from './island-code';
import { islandIdPrefix } from './island';
import { ISLAND_ATTRIBUTES, type IslandName } from './island-names';

export async function hydrateIsland(element: HTMLElement, onHydrated: () => void): Promise<void> {
  const name = element.getAttribute(ISLAND_ATTRIBUTES.name) as IslandName;
  const key = element.getAttribute(ISLAND_ATTRIBUTES.key) ?? '';
  const props = JSON.parse(element.getAttribute(ISLAND_ATTRIBUTES.props) ?? '{}') as object;
  const Component = await ISLAND_CODE[name]();
  hydrateRoot(
    element,
    <IslandRoot onHydrated={onHydrated}>
      <Component {...props} />
    </IslandRoot>,
    { identifierPrefix: islandIdPrefix(key) },
  );
}
