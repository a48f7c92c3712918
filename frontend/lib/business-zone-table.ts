/**
 * Imported for its effect: hands shared/zone-offset the business zone's offsets, built with the
 * site (vite.config.ts), so that the calendar's days do not make the browser load Intl's locale
 * data first, one long task on a slow phone.
 */
import { addZoneTable, type ZoneTable } from '#shared/zone-offset';

const zoneTable = import.meta.env.VITE_BUSINESS_ZONE_TABLE as ZoneTable | undefined;
if (zoneTable) addZoneTable(zoneTable);
