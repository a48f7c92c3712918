/** The booking form's validation: the shared schema the server checks too (loaded on demand). */
import '../../lib/zod-csp';
import { zodResolver } from '@hookform/resolvers/zod';
import { BookingSchema } from '#shared/schemas/booking';

export const bookingResolver = zodResolver(BookingSchema);
