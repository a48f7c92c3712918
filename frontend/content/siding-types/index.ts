/** The siding catalog detail pages (/catalog/siding/:type), keyed by type id. */
import type { SidingType, SidingTypeId } from '../types';
import { ALUMINUM_SIDING } from './aluminum-siding';
import { DECORATIVE_STONE_SIDING } from './decorative-stone-siding';
import { FIBER_CEMENT_ENGINEERED_WOOD_SIDING } from './fiber-cement-engineered-wood-siding';
import { SIDING_TRIMS_ACCESSORIES } from './siding-trims-accessories';
import { STEEL_SIDING } from './steel-siding';
import { VINYL_SIDING } from './vinyl-siding';

/** Every siding type by id. */
export const SIDING_TYPES: Readonly<Record<SidingTypeId, SidingType>> = {
  'vinyl-siding': VINYL_SIDING,
  'aluminum-siding': ALUMINUM_SIDING,
  'fiber-cement-engineered-wood-siding': FIBER_CEMENT_ENGINEERED_WOOD_SIDING,
  'decorative-stone-siding': DECORATIVE_STONE_SIDING,
  'steel-siding': STEEL_SIDING,
  'siding-trims-accessories': SIDING_TRIMS_ACCESSORIES,
};

/** The six type ids, in catalog order. */
export const SIDING_TYPE_IDS = Object.keys(SIDING_TYPES) as SidingTypeId[];

/** True if `id` is a known siding type id. */
export function isSidingTypeId(id: string): id is SidingTypeId {
  return Object.hasOwn(SIDING_TYPES, id);
}

/** The siding type with this id, or undefined if unknown. */
export function getSidingType(id: string | undefined): SidingType | undefined {
  return id && isSidingTypeId(id) ? SIDING_TYPES[id] : undefined;
}
