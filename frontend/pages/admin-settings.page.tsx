import { PATHS } from '#shared/routes';
import { AdminArea } from '../features/admin/area/admin-area';
import { SettingsView } from '../features/admin/settings/settings-view';
import { Seo } from '../features/seo/seo';

/** /admin/settings: mail transport, notification addresses, webhook and a test email. */
export function AdminSettingsPage() {
  return (
    <>
      <Seo
        title="Settings"
        description="How lead messages are delivered."
        path={PATHS.adminSettings}
        robots="noindex, nofollow"
      />
      <AdminArea>{({ enabled }) => <SettingsView enabled={enabled} />}</AdminArea>
    </>
  );
}
