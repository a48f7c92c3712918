/** lead-activity/: how each lead is worked, in the lead's month segments; the inbox indexes its status. */
import { LowdbCollection } from './lowdb-collection';
import type { LeadActivityRepository, StoredActivity } from './repository';

export class LowdbLeadActivityRepository
  extends LowdbCollection<StoredActivity>
  implements LeadActivityRepository {}
