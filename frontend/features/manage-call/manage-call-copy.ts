/** What the manage page says (issue 43's exact words live here once). */
import { MANAGE_LINK_INVALID } from '#shared/schemas/manage-call';

export const MANAGE_CALL_COPY = {
  title: 'Manage your call',
  callIsOn: 'Your call is on',
  reschedule: 'Reschedule',
  cancel: 'Cancel call',
  saveTime: 'Save new time',
  keepTime: 'Keep my time',
  confirmCancel: 'Yes, cancel my call',
  keepCall: 'Keep my call',
  moved: 'Your call was moved.',
  cancelled: 'Your call is cancelled.',
  invalidLink: MANAGE_LINK_INVALID,
  loading: 'Loading your call...',
  loadFailed: 'We could not load your call. Please try again.',
  saveFailed: 'We could not change your call. Please try again.',
} as const;
