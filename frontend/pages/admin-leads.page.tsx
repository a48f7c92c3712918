import { PATHS } from '#shared/routes';
import { AdminArea } from '../features/admin/area/admin-area';
import { InboxView } from '../features/admin/inbox/inbox-view';
import { Seo } from '../features/seo/seo';

/** /admin/leads: the inbox of estimate requests and booked calls. */
export function AdminLeadsPage() {
  return (
    <>
      <Seo
        title="Leads"
        description="Every estimate request and booked call, with filters."
        path={PATHS.adminLeads}
        robots="noindex, nofollow"
      />
      <AdminArea>{({ enabled }) => <InboxView enabled={enabled} />}</AdminArea>
    </>
  );
}
