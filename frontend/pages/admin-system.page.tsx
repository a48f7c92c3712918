import { PATHS } from '#shared/routes';
import { AdminArea } from '../features/admin/area/admin-area';
import { SystemView } from '../features/admin/system/system-view';
import { Seo } from '../features/seo/seo';

/** /admin/system: health, disk, queue and backups, with "Back up now". */
export function AdminSystemPage() {
  return (
    <>
      <Seo
        title="System"
        description="The site's health, its message queue and its backups."
        path={PATHS.adminSystem}
        robots="noindex, nofollow"
      />
      <AdminArea>{({ enabled }) => <SystemView enabled={enabled} />}</AdminArea>
    </>
  );
}
