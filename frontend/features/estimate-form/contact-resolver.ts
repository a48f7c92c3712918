/** The estimate form's validation: the shared schema the server checks too (loaded on demand). */
import '../../lib/zod-csp';
import { zodResolver } from '@hookform/resolvers/zod';
import { ContactSchema } from '#shared/schemas/contact';

export const contactResolver = zodResolver(ContactSchema);
