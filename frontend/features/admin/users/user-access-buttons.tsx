/**
 * A row's "Disable"/"Enable" and "End sessions" buttons, each named with its account
 * ("Disable kim") so a screen reader and a test find the right row's. What happened, or the
 * server's refusal (the last admin), is said once in the list's status line.
 */
import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import type { UserAccessAction, UserSummary } from '#shared/schemas/users';
import { actionFailure } from '../action-failure';
import { useUserAccess } from './users-api';

const LABELS: Record<UserAccessAction, string> = {
  disable: 'Disable',
  enable: 'Enable',
  'end-sessions': 'End sessions',
};

const DONE: Record<UserAccessAction, string> = {
  disable: 'disabled',
  enable: 'enabled',
  'end-sessions': 'signed out everywhere',
};

export interface AccessOutcome {
  text: string;
  failed: boolean;
}

export function UserAccessButtons({
  user,
  onOutcome,
}: {
  user: UserSummary;
  onOutcome: (outcome: AccessOutcome) => void;
}) {
  const changeAccess = useUserAccess();
  const [busy, setBusy] = useState<UserAccessAction | null>(null);
  const run = async (action: UserAccessAction) => {
    setBusy(action);
    try {
      const { sessionsEnded } = await changeAccess(user, action);
      const ended =
        action === 'enable' ? '' : `; ${sessionsEnded} session${sessionsEnded === 1 ? '' : 's'} ended`;
      onOutcome({ text: `"${user.username}" ${DONE[action]}${ended}.`, failed: false });
    } catch (error) {
      onOutcome({ text: actionFailure(error, `"${user.username}" not ${DONE[action]}`), failed: true });
    }
    setBusy(null);
  };
  const toggle: UserAccessAction = user.disabled ? 'enable' : 'disable';
  return (
    <Group gap="xs" wrap="nowrap">
      {(['end-sessions', toggle] as const).map((action) => (
        <Button
          key={action}
          size="compact-sm"
          variant={action === 'disable' ? 'outline' : 'default'}
          color={action === 'disable' ? 'brick' : undefined}
          aria-label={`${LABELS[action]} ${user.username}`}
          loading={busy === action}
          disabled={busy !== null && busy !== action}
          onClick={() => void run(action)}
        >
          {LABELS[action]}
        </Button>
      ))}
    </Group>
  );
}
