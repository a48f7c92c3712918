import { PATHS } from '../../shared/routes';
import { PageHero } from '../components/page-section';
import { Seo } from '../features/seo/seo';

/** Admin Login. */
export function AdminLoginPage() {
  return (
    <>
      <Seo
        title={`Admin Login`}
        description={`Sign in to the leads dashboard.`}
        path={PATHS.admin}
        robots="noindex, nofollow"
      />
      <PageHero title="Admin Login">{`Sign in to the leads dashboard.`}</PageHero>
    </>
  );
}
