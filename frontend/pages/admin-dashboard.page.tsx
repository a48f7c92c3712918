import { PATHS } from '../../shared/routes';
import { PageHero } from '../components/page-section';
import { Seo } from '../features/seo/seo';

/** Admin Dashboard. */
export function AdminDashboardPage() {
  return (
    <>
      <Seo
        title={`Admin Dashboard`}
        description={`Leads, booked calls and phone clicks.`}
        path={PATHS.adminDashboard}
        robots="noindex, nofollow"
      />
      <PageHero title="Admin Dashboard">{`Leads, booked calls and phone clicks.`}</PageHero>
    </>
  );
}
