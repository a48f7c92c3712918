/**
 * What each county page says about its area, by county slug (areas.ts lists the counties and
 * cities). Kept apart so pages that only name the counties do not load every county's copy.
 */
import type { AreaCopy } from './types';

const AREA_COPY: Readonly<Record<string, AreaCopy>> = {
  'bergen-county': {
    description:
      "New Jersey's most populous county stretches from the Palisades in Fort Lee to the tree-lined streets of Ridgewood. Its homes range from 1920s colonials and Tudors to post-war Cape Cods and split-levels that are ready for new windows and siding.",
    localFacts: [
      'Much of the housing stock was built between the 1920s and 1960s, so original single-pane windows and aging wood clapboard are common.',
      "Winter nor'easters and repeated freeze-thaw cycles are hard on roofs, gutters and caulked joints.",
      'Many towns have tight lot lines and local permit rules; we pull the permits and schedule the inspections.',
    ],
  },
  'hudson-county': {
    description:
      'Our home county is the most densely populated in New Jersey, full of brownstones, rowhouses and two-family frame homes across from Manhattan. We know how to work on narrow lots, shared walls and busy streets.',
    localFacts: [
      'Brownstones, rowhouses and two-to-four family homes make up much of the housing, many over 100 years old.',
      'Salt air and wind off the Hudson River and New York Harbor wear down paint, wood trim and older metal.',
      'Historic districts in Jersey City and Hoboken can call for window and door styles that match the original look.',
    ],
  },
  'essex-county': {
    description:
      "From Newark's historic neighborhoods to the Victorian and Tudor homes of Montclair and Maplewood, Essex County has some of New Jersey's most varied architecture. We help owners upgrade without losing the character they bought the house for.",
    localFacts: [
      'Large Victorians, Tudors and center-hall colonials often have oversized or custom-shaped windows.',
      'Mature street trees shade many roofs, which keeps moss and debris on shingles longer.',
      'Older homes may contain lead paint, so we follow EPA lead-safe work practices on every pre-1978 house.',
    ],
  },
  'passaic-county': {
    description:
      'Passaic County runs from the Great Falls in Paterson to the lakes and hills of West Milford. City two-family homes and suburban ranches sit a short drive from the Highlands, where winters hit harder.',
    localFacts: [
      'Paterson and Passaic have many older two-family frame homes with original wood siding under layers of paint.',
      'The northern Highlands see more snow and ice than the rest of North Jersey, so ice-and-water shield matters.',
      'Homes near the Passaic River benefit from moisture-resistant siding and tightly sealed trim.',
    ],
  },
  'morris-county': {
    description:
      'Home to Morristown National Historical Park and rolling hills, Morris County mixes historic colonials with newer subdivisions. Its homeowners tend to invest in long-life products like fiber cement siding and architectural shingles.',
    localFacts: [
      'Many subdivisions from the 1980s and 1990s now have original builder-grade windows and roofs reaching the end of their life.',
      'Higher elevations in western Morris get heavier snow loads and more ice dams.',
      'Historic homes near Morristown and Madison often call for period-appropriate trim and divided-light windows.',
    ],
  },
  'union-county': {
    description:
      "Union County pairs Elizabeth, one of New Jersey's largest cities, with classic commuter towns like Westfield, Cranford and Summit. Colonials, Victorians and Cape Cods line its streets, many with their original windows.",
    localFacts: [
      'Pre-war colonials and Victorians in Westfield, Cranford and Summit often have wood windows that leak air.',
      "Low-lying neighborhoods along the Rahway River see heavy rain during nor'easters, so proper flashing is essential.",
      'Dense, older streets mean careful staging and daily cleanup on every job.',
    ],
  },
  'middlesex-county': {
    description:
      'Centered on New Brunswick and the Raritan River, Middlesex County is full of post-war ranches, split-levels and colonials. Many were built in the 1950s through 1970s and are due for energy-efficient upgrades.',
    localFacts: [
      'Ranches and split-levels from the 1950s to 1970s are common, often with aluminum or early vinyl siding.',
      'Hot, humid summers make low-E glass and proper attic ventilation worth the investment.',
      'Towns like Edison and Woodbridge have large neighborhoods of similar homes, so we know the typical window sizes well.',
    ],
  },
  'monmouth-county': {
    description:
      'From Red Bank and Asbury Park to the farms around Freehold, Monmouth County blends Jersey Shore towns with inland suburbs. Coastal homes here need exteriors built for wind, rain and salt.',
    localFacts: [
      'Salt air near the shore corrodes ordinary fasteners and fades paint, so we use coastal-rated materials.',
      'Hurricane Sandy in 2012 left many homes with patched roofs and siding that are now due for replacement.',
      'Inland towns like Freehold, Howell and Manalapan have many 1980s and 1990s colonials with aging windows.',
    ],
  },
  'ocean-county': {
    description:
      'Ocean County covers the barrier islands and bay towns of the Jersey Shore, from Point Pleasant to Barnegat. Shore ranches, Cape Cods and adult communities here face wind-driven rain and salt spray every season.',
    localFacts: [
      'Wind-driven rain from coastal storms tests every seam, so we install house wrap and flashing to manufacturer specs.',
      'Salt spray near the bay and ocean calls for stainless or coated fasteners and fade-resistant colors.',
      'Manchester and nearby towns have large adult communities, and many have rules on siding colors and styles.',
    ],
  },
  'mercer-county': {
    description:
      "Mercer County is home to Trenton, the state capital, and Princeton's historic streets. Its homes run from 19th-century rowhouses to post-war Hamilton ranches and newer colonials in West Windsor.",
    localFacts: [
      'Historic homes in Trenton and Princeton often need custom-sized windows and doors.',
      'Hamilton and Ewing have many post-war homes with original windows and aging roofs.',
      'Central Jersey summers are hot and humid, so ventilation and energy-efficient glass cut cooling costs.',
    ],
  },
  'rockland-county': {
    description:
      'Just over the state line, Rockland County runs along the Hudson River from Nyack to Stony Point. Its river villages and hillside towns have many colonials, raised ranches and Victorians.',
    localFacts: [
      'Raised ranches and colonials from the 1960s through the 1980s make up much of the housing.',
      'Hillside homes near the Hudson catch strong winds and heavy snow off the river.',
      'Village historic districts such as Nyack may review exterior changes before work begins.',
    ],
  },
  'staten-island': {
    description:
      "Staten Island's neighborhoods, from St. George on the ferry to Tottenville at the island's southern tip, are full of detached and semi-detached homes. Shore neighborhoods here need exteriors built for salt air and storms.",
    localFacts: [
      'Semi-detached homes and attached rowhouses share walls, so siding and roof work must tie in neatly with the neighbor.',
      'South Shore neighborhoods face salt air and storm surge, and many homes were repaired after Hurricane Sandy.',
      'New York City rules apply to exterior work, and we handle the paperwork.',
    ],
  },
};

/** The copy of the county with this slug (every county in SERVICE_AREAS has one). */
export function areaCopy(slug: string): AreaCopy {
  const copy = AREA_COPY[slug];
  if (!copy) throw new Error(`No copy for the service area "${slug}"`);
  return copy;
}

/** The slugs that have copy, for the test that keeps this list and SERVICE_AREAS in step. */
export const AREA_COPY_SLUGS: readonly string[] = Object.keys(AREA_COPY);
