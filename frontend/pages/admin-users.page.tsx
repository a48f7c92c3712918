import { PATHS } from '#shared/routes';
import { AdminArea } from '../features/admin/area/admin-area';
import { UsersView } from '../features/admin/users/users-view';
import { Seo } from '../features/seo/seo';

/** /admin/users: the accounts (admins and canvassers) and a form to add one. */
export function AdminUsersPage() {
  return (
    <>
      <Seo
        title="Users"
        description="Admin and canvasser accounts."
        path={PATHS.adminUsers}
        robots="noindex, nofollow"
      />
      <AdminArea>{({ enabled }) => <UsersView enabled={enabled} />}</AdminArea>
    </>
  );
}
