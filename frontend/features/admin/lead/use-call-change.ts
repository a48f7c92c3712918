/**
 * Sending one of the owner's call changes (reschedule, cancel) and reading its failure as the
 * status panel does: a stale version shows who changed the lead first and the page takes the
 * lead as it is now; a taken slot shows the server's message; anything else says what failed.
 */
import { useState } from 'react';
import type { LeadDetail } from '#shared/schemas/lead';
import { ApiRequestError } from '../../../lib/api-request';
import { otherChangeText } from './activity-text';
import { changeFailure, conflictOf, useActivityUpdate } from './lead-api';

export type CallFailure =
  { kind: 'stale'; text: string } | { kind: 'slot-taken'; text: string } | { kind: 'other'; text: string };

export function useCallChange(leadId: string, what: string) {
  const { setActivity, setLead, refresh, onError } = useActivityUpdate(leadId);
  const [failure, setFailure] = useState<CallFailure | null>(null);
  const [sending, setSending] = useState(false);

  /** Send the change; true when it was made. */
  const send = async (change: () => Promise<LeadDetail>): Promise<boolean> => {
    setFailure(null);
    setSending(true);
    try {
      setLead(await change());
      return true;
    } catch (error) {
      const stale = conflictOf(error);
      if (stale) {
        setActivity(stale.current);
        void refresh();
        setFailure({
          kind: 'stale',
          text: `${otherChangeText(stale)}. The page now shows the lead as it is; your choice is kept, so you can send it again.`,
        });
      } else if (error instanceof ApiRequestError && error.status === 409) {
        setFailure({ kind: 'slot-taken', text: error.apiError?.message ?? changeFailure(error, what) });
      } else {
        onError(error);
        setFailure({ kind: 'other', text: changeFailure(error, what) });
      }
      return false;
    } finally {
      setSending(false);
    }
  };
  return { send, failure, sending, clearFailure: () => setFailure(null) };
}
