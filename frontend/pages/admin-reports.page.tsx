import { PATHS } from '#shared/routes';
import { AdminArea } from '../features/admin/area/admin-area';
import { ReportsView } from '../features/admin/reports/reports-view';
import { Seo } from '../features/seo/seo';

/** /admin/reports: leads per day, per landing page and campaign, and booked calls by weekday and hour. */
export function AdminReportsPage() {
  return (
    <>
      <Seo
        title="Reports"
        description="Leads per day, landing page and campaign, and when booked calls take place."
        path={PATHS.adminReports}
        robots="noindex, nofollow"
      />
      <AdminArea>{({ enabled }) => <ReportsView enabled={enabled} />}</AdminArea>
    </>
  );
}
