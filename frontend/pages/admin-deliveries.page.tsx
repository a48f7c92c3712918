import { PATHS } from '#shared/routes';
import { AdminArea } from '../features/admin/area/admin-area';
import { DeliveriesView } from '../features/admin/deliveries/deliveries-view';
import { Seo } from '../features/seo/seo';

/** /admin/deliveries: failed and retrying lead messages, with "Retry now". */
export function AdminDeliveriesPage() {
  return (
    <>
      <Seo
        title="Message delivery"
        description="Lead messages that failed or are being retried."
        path={PATHS.adminDeliveries}
        robots="noindex, nofollow"
      />
      <AdminArea>{({ enabled }) => <DeliveriesView enabled={enabled} />}</AdminArea>
    </>
  );
}
