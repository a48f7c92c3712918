/**
 * The homeowner's page behind the manage link: the call's time, and moving or cancelling it.
 * The link's secret is the URL fragment; it is read only in the browser after hydration, so
 * the prerendered page shows the loading line, never "not valid", to someone with a good link.
 */
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { ManagedCall } from '#shared/schemas/manage-call';
import { useHydrated } from '../../lib/use-hydrated';
import { callTimeText } from './call-time-text';
import { CancelCallConfirm } from './cancel-call-confirm';
import { MANAGE_CALL_COPY as COPY } from './manage-call-copy';
import { isInvalidLink, useManagedCall } from './manage-call-api';
import { RescheduleCall } from './reschedule-call';

type Mode = 'view' | 'reschedule' | 'cancel';

/** The secret after '#', decoded; '' when the URL has none. */
function tokenOf(hash: string): string {
  const raw = hash.replace(/^#/, '');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

export interface ManageCallViewProps {
  /** The business's phone as a tracked tel: link (the page supplies it: features do not import each other). */
  phone: ReactNode;
  /** Where to book a new call once this one is cancelled. */
  bookAgain: ReactNode;
}

export function ManageCallView({ phone: phoneLink, bookAgain }: ManageCallViewProps) {
  // The number reads as one word: never broken across lines.
  const phone = <span style={{ whiteSpace: 'nowrap' }}>{phoneLink}</span>;
  const hydrated = useHydrated();
  const { hash } = useLocation();
  const token = hydrated ? tokenOf(hash) : '';
  const query = useManagedCall(token);
  const [mode, setMode] = useState<Mode>('view');
  const [moved, setMoved] = useState(false);
  const [cancelled, setCancelled] = useState(false);
  const [linkGone, setLinkGone] = useState(false);

  if (!hydrated || (token !== '' && query.isPending)) return <Text role="status">{COPY.loading}</Text>;
  if (cancelled) return <Cancelled phone={phone} bookAgain={bookAgain} />;
  if (token === '' || linkGone || isInvalidLink(query.error)) return <InvalidLink phone={phone} />;
  if (!query.data)
    return (
      <Stack gap="sm" align="center">
        <Text c="red.8" role="alert">
          {COPY.loadFailed}
        </Text>
        <Button variant="light" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Stack>
    );

  const call = query.data;
  const onGone = () => setLinkGone(true);
  return (
    <Stack gap="lg">
      <CallSummary call={call} />
      {moved && mode === 'view' && (
        <Alert color="teal" variant="light" role="status">
          {COPY.moved}
        </Alert>
      )}
      {mode === 'view' && (
        <Group justify="center" gap="sm">
          <Button size="md" onClick={() => setMode('reschedule')}>
            {COPY.reschedule}
          </Button>
          <Button size="md" variant="outline" color="brick" onClick={() => setMode('cancel')}>
            {COPY.cancel}
          </Button>
        </Group>
      )}
      {mode === 'reschedule' && (
        <RescheduleCall
          token={token}
          onDone={() => {
            setMoved(true);
            setMode('view');
          }}
          onBack={() => setMode('view')}
          onLinkGone={onGone}
        />
      )}
      {mode === 'cancel' && (
        <CancelCallConfirm
          token={token}
          when={callTimeText(call)}
          onDone={() => setCancelled(true)}
          onBack={() => setMode('view')}
          onLinkGone={onGone}
        />
      )}
    </Stack>
  );
}

function CallSummary({ call }: { call: ManagedCall }) {
  return (
    <Stack gap={4} ta="center">
      <Text size="lg">Hi {call.name},</Text>
      <Text size="xl" fw={700}>
        {COPY.callIsOn} {callTimeText(call)}
      </Text>
      <Text c="dark.5">{call.service}</Text>
    </Stack>
  );
}

function InvalidLink({ phone }: { phone: ReactNode }) {
  return (
    <Stack gap="sm" align="center" ta="center">
      <Title order={2}>{COPY.invalidLink}</Title>
      <Text c="dark.5">To change or cancel your call, please call us at {phone}.</Text>
    </Stack>
  );
}

function Cancelled({ phone, bookAgain }: { phone: ReactNode; bookAgain: ReactNode }) {
  return (
    <Stack gap="sm" align="center" ta="center">
      {/* Announced as it appears; still a heading to find the page's new state by. */}
      <div role="status">
        <Title order={2}>{COPY.cancelled}</Title>
      </div>
      <Text c="dark.5">Want to talk after all? Call us at {phone}, or book a new time.</Text>
      {bookAgain}
    </Stack>
  );
}
