import { Alert, Button, Stack } from '@mantine/core';
import { useState } from 'react';
import type { TestEmailResult } from '#shared/schemas/delivery';
import { actionFailure } from '../action-failure';
import { sendTestEmail } from '../delivery/delivery-api';

/** The answer to show: what the mail server said, or why the request itself failed. */
function outcome(result: TestEmailResult): { ok: boolean; text: string } {
  return result.ok
    ? { ok: true, text: `Test email sent to ${result.to.join(', ')}: ${result.message}` }
    : { ok: false, text: `Test email failed: ${result.message}` };
}

/** "Send test email": one message to the notification addresses; the answer shows below it. */
export function TestEmailButton() {
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  async function send() {
    setPending(true);
    setResult(null);
    try {
      setResult(outcome(await sendTestEmail()));
    } catch (error) {
      setResult({ ok: false, text: actionFailure(error, 'Test email failed') });
    } finally {
      setPending(false);
    }
  }
  return (
    <Stack gap="sm" align="flex-start">
      <Button onClick={send} loading={pending}>
        Send test email
      </Button>
      {result && (
        <Alert color={result.ok ? 'green' : 'red'} variant="light" role="status" w="100%">
          <span style={{ overflowWrap: 'anywhere' }}>{result.text}</span>
        </Alert>
      )}
    </Stack>
  );
}
