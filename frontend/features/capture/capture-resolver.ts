/** The capture form's validation: the shared schema the server checks too (loaded on demand). */
import '../../lib/zod-csp';
import { zodResolver } from '@hookform/resolvers/zod';
import { CaptureFieldsSchema } from '#shared/schemas/capture';

export const captureResolver = zodResolver(CaptureFieldsSchema);
