/**
 * The visible label of a stored service value; other values (bookings' free text) as they are.
 * A module of its own so the public pages, which import shared/options, do not carry it.
 */
import { SERVICE_OPTIONS } from './options';

export function serviceLabel(value: string): string {
  return SERVICE_OPTIONS.find((o) => o.value === value)?.label ?? value;
}
