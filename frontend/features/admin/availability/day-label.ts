/** A business day ('YYYY-MM-DD') as the Availability page prints it: 'Friday, December 25, 2026'. */
import '../../../lib/zod-csp';
import { WEEKDAYS, weekdayOf } from '#shared/schemas/availability';
import { longDate } from '../../../lib/long-date';

export const dayLabel = (day: string) => `${WEEKDAYS[weekdayOf(day)]}, ${longDate(day) ?? day}`;
