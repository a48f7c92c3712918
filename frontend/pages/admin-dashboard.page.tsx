import { PATHS } from '#shared/routes';
import { Dashboard } from '../features/admin/dashboard';
import { Seo } from '../features/seo/seo';

/** /admin/dashboard: leads, booked calls and phone clicks. */
export function AdminDashboardPage() {
  return (
    <>
      <Seo
        title="Admin Dashboard"
        description="Leads, booked calls and phone clicks."
        path={PATHS.adminDashboard}
        robots="noindex, nofollow"
      />
      <Dashboard />
    </>
  );
}
