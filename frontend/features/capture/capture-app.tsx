/**
 * /capture: a canvasser's loop at an event. Sign in once online; from then on the page works
 * with no network (the device remembers who signed in and the event). Each lead waits in the
 * outbox until the server confirms it; a sync that meets an ended session keeps the leads and
 * asks for sign-in here, then sends them.
 */
import { Alert, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { startTransition, useCallback, useEffect, useMemo, useState } from 'react';
import type { SessionInfo } from '#shared/schemas/auth';
import type { CaptureEvent } from '#shared/schemas/capture';
import { apiRequest } from '../../lib/api-request';
import { useHydrated } from '../../lib/use-hydrated';
import { useOnline } from '../../lib/use-online';
import { SESSION_KEY } from '../../lib/session';
import { useOutboxItems } from '../../lib/outbox/use-outbox-items';
import { CaptureForm } from './capture-form';
import { CaptureSignIn } from './capture-sign-in';
import { CaptureStatus } from './capture-status';
import {
  isToday,
  readLog,
  readSetup,
  updateSetup,
  type CaptureSetup,
  type CapturedLead,
} from './capture-device';
import { EventSetup } from './event-setup';
import { STORAGE_NOT_PROMISED, storageMayBeCleared } from './storage-promise';
import { useCaptureSession } from './use-capture-session';
import { useSentIds } from './use-sent-ids';
import { WaitingLeads, type OutboxReading } from './waiting-leads';
import classes from './capture.module.css';

/** The page's h1 before sign-in (and before hydration); signed in, the status bar holds it. */
const PAGE_HEADING = (
  <Title order={1} size="h2" mb="md">
    Capture leads
  </Title>
);

const sender = () => import('../../lib/outbox/outbox-sender');
const sendWhatWaited = () =>
  sender().then(
    (m) => m.resumeSignedOut(),
    () => undefined,
  );

export function CaptureApp() {
  const hydrated = useHydrated();
  const online = useOnline();
  const queryClient = useQueryClient();
  const session = useCaptureSession();
  const outbox = useOutboxItems();
  const { items } = outbox;
  const reading: OutboxReading = outbox.unreadable ? 'unreadable' : outbox.loaded ? 'read' : 'reading';
  const sentIds = useSentIds();
  // Read on the client only; the prerendered page shows "Loading" until hydrated anyway.
  const onClient = typeof window !== 'undefined';
  const [setup, setSetup] = useState<CaptureSetup>(() => (onClient ? readSetup() : {}));
  const [log, setLog] = useState<CapturedLead[]>(() => (onClient ? readLog() : []));
  const [changingEvent, setChangingEvent] = useState(false);
  const [saved, setSaved] = useState('');
  const [mayBeCleared, setMayBeCleared] = useState(false);

  // Leads are sent from this page as soon as there is a connection, whatever else is open.
  useEffect(() => {
    void sender().then(
      (m) => m.startOutbox(),
      () => undefined,
    );
  }, []);

  // The server's word on the session, when it answers, is what the device remembers.
  const signedInAs = session.data?.authenticated ? session.data.username : undefined;
  const username = signedInAs ?? setup.username;
  useEffect(() => {
    if (signedInAs) updateSetup({ username: signedInAs });
  }, [signedInAs]);

  // Signed in, the form's validation loads now: the connection may be gone by the first save.
  useEffect(() => void (username && import('./capture-resolver').catch(() => undefined)), [username]);
  // Asked once someone captures here: leads the browser may clear are worth a warning.
  useEffect(() => {
    if (!username) return;
    let live = true;
    void storageMayBeCleared().then((answer) => live && setMayBeCleared(answer));
    return () => {
      live = false;
    };
  }, [username]);

  const waiting = useMemo(() => items.filter((item) => item.kind === 'capture'), [items]);
  const waitingForSignIn = waiting.filter((item) => item.state === 'signed-out').length;
  const counts = {
    capturedToday: log.filter((lead) => isToday(lead.capturedAt)).length,
    waiting: reading === 'read' ? waiting.length : undefined,
    sent: log.filter((lead) => isToday(lead.capturedAt) && sentIds.has(lead.recordId)).length,
  };

  const onSignedIn = useCallback(
    (info: SessionInfo) => {
      setSetup(updateSetup({ username: info.username }));
      queryClient.setQueryData(SESSION_KEY, info);
      void sendWhatWaited();
    },
    [queryClient],
  );

  // A transition: the next person's empty form comes first, the counts a moment later.
  const onSaved = useCallback((lead: CapturedLead) => {
    startTransition(() => {
      setLog(readLog());
      setSaved(`Saved ${lead.name}. Ready for the next person.`);
    });
  }, []);

  const onSignOut = useCallback(async () => {
    await apiRequest('POST', '/api/auth/logout');
    setSetup(updateSetup({ username: undefined }));
    queryClient.setQueryData(SESSION_KEY, { authenticated: false } satisfies SessionInfo);
  }, [queryClient]);

  const event: CaptureEvent | undefined =
    setup.eventName && setup.staffName
      ? { eventName: setup.eventName, staffName: setup.staffName }
      : undefined;

  // The prerendered page names itself too: one h1 on every route, before and after hydration.
  if (!hydrated) {
    return (
      <div className={classes.page}>
        {PAGE_HEADING}
        <Text>Loading the capture page…</Text>
      </div>
    );
  }

  if (!username) {
    return (
      <div className={classes.page}>
        {PAGE_HEADING}
        <CaptureSignIn
          reason="Sign in once while online. After that this page keeps working without a connection."
          onSignedIn={onSignedIn}
        />
      </div>
    );
  }

  const sessionEnded = session.data?.authenticated === false || waitingForSignIn > 0;
  return (
    <>
      <CaptureStatus
        event={event}
        counts={counts}
        online={online}
        onChangeEvent={event && !changingEvent ? () => setChangingEvent(true) : undefined}
      />
      <Stack className={classes.page} gap="md">
        {sessionEnded && (
          <CaptureSignIn
            reason={
              waiting.length > 0
                ? `Your session has ended. Sign in again to send the ${waiting.length} waiting lead${waiting.length === 1 ? '' : 's'}; they stay on this device until then.`
                : 'Your session has ended. Sign in again; you can keep capturing meanwhile.'
            }
            onSignedIn={onSignedIn}
          />
        )}
        {mayBeCleared && (
          <Alert color="orange" role="note" aria-label="Saved leads may not be kept">
            {STORAGE_NOT_PROMISED}
          </Alert>
        )}
        {/* Above the form: after a save the cursor is in Name, and this line is in view beside it. */}
        <Text role="status" fw={700} mih="1.5em">
          {saved}
        </Text>
        {!event || changingEvent ? (
          <EventSetup
            initial={{ eventName: setup.eventName, staffName: setup.staffName ?? username }}
            onSave={(next) => {
              setSetup(updateSetup(next));
              setChangingEvent(false);
            }}
            onCancel={event ? () => setChangingEvent(false) : undefined}
          />
        ) : (
          <CaptureForm event={event} onSaved={onSaved} />
        )}
        <WaitingLeads items={waiting} reading={reading} onSignOut={onSignOut} />
      </Stack>
    </>
  );
}
