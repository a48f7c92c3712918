/** The saved-requests badge as every public page shows it: with the booking's own time picker. */
import { lazy } from 'react';
import {
  ConflictTimeChooser,
  type ConflictTimeChooserProps,
} from '../../components/outbox/conflict-time-chooser';
import { OutboxIndicator } from '../../features/outbox/outbox-indicator';

// A queued lander-d move whose time was taken is resolved with the booking's own date picker.
const RescheduleConflict = lazy(() =>
  import('../../features/booking/reschedule-conflict').then((m) => ({ default: m.RescheduleConflict })),
);
const chooseAnotherTime = (props: ConflictTimeChooserProps) => <RescheduleConflict {...props} />;

export function OutboxPill() {
  return (
    <ConflictTimeChooser.Provider value={chooseAnotherTime}>
      <OutboxIndicator />
    </ConflictTimeChooser.Provider>
  );
}
