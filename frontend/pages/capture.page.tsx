import { PATHS } from '#shared/routes';
import { CaptureApp } from '../features/capture/capture-app';
import { Seo } from '../features/seo/seo';

/** /capture: canvassers take leads at events, offline if need be. */
export function CapturePage() {
  return (
    <main id="main">
      <Seo
        title="Capture leads"
        description="Take leads at an event, with or without a connection."
        path={PATHS.capture}
        robots="noindex, nofollow"
      />
      <CaptureApp />
    </main>
  );
}
