import { Alert } from '@mantine/core';
import type { CallFailure } from './use-call-change';

/** A call change that failed, said as the status panel says its own. */
export function CallFailureAlert({ failure }: { failure: CallFailure | null }) {
  if (!failure) return null;
  return (
    <Alert
      color="brick"
      variant="light"
      role="alert"
      title={failure.kind === 'stale' ? 'Someone else changed this lead first' : undefined}
    >
      {failure.text}
    </Alert>
  );
}
