import { useParams } from 'react-router-dom';
import { adminLeadPath } from '#shared/routes';
import { AdminArea } from '../features/admin/area/admin-area';
import { LeadDetailView } from '../features/admin/lead/lead-detail';
import { Seo } from '../features/seo/seo';

/** /admin/leads/:id: one estimate request or booked call (served from one prerendered shell). */
export function AdminLeadPage() {
  const { id = '' } = useParams();
  return (
    <AdminArea>
      {({ enabled }) => (
        <LeadDetailView
          id={id}
          enabled={enabled}
          head={(title) => (
            <Seo
              title={title}
              description="One lead, its details and its messages."
              path={adminLeadPath(id)}
              robots="noindex, nofollow"
            />
          )}
        />
      )}
    </AdminArea>
  );
}
