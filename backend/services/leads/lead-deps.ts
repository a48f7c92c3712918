/** What the lead use cases need, built once by createApp. */
import type { LeadDelivery } from '../../delivery/lead-delivery';
import type { Repositories } from '../../store/repository';

export interface LeadDeps {
  store: Repositories;
  now: () => Date;
  /** The business time zone (slots and the booking window). */
  timeZone: string;
  /** Builds a lead's messages and is woken once they are stored. */
  delivery: Pick<LeadDelivery, 'messagesFor' | 'wake'>;
}
