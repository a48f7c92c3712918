import { PATHS } from '#shared/routes';
import { AdminArea } from '../features/admin/area/admin-area';
import { AvailabilityView } from '../features/admin/availability/availability-view';
import { Seo } from '../features/seo/seo';

/** /admin/availability: the open hours, blocked days and slots, and the calls now in closed time. */
export function AdminAvailabilityPage() {
  return (
    <>
      <Seo
        title="Availability"
        description="When calls can be booked: open hours, blocked days and time slots."
        path={PATHS.adminAvailability}
        robots="noindex, nofollow"
      />
      <AdminArea>{({ enabled }) => <AvailabilityView enabled={enabled} />}</AdminArea>
    </>
  );
}
