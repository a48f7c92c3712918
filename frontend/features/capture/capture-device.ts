/**
 * What the capture page keeps on the tablet besides the outbox: the event set-up (who is signed
 * in, the event, the staff name), kept until changed, and the device's own list of the leads it
 * took (for today's count, "Sent" and the duplicate warning, offline). The leads themselves wait
 * in the outbox; this list holds only what those checks need, for a week.
 */

const SETUP_KEY = 'lhe-capture-setup';
const LOG_KEY = 'lhe-capture-log';
const LOG_KEEP_MS = 7 * 24 * 3600_000;

export interface CaptureSetup {
  /** The account last signed in on this page: capture works offline once it is known. */
  username?: string;
  eventName?: string;
  staffName?: string;
}

export interface CapturedLead {
  recordId: string;
  name: string;
  phone: string;
  email: string;
  eventName: string;
  capturedAt: string;
}

function read<T>(key: string, fallback: T): T {
  try {
    const text = localStorage.getItem(key);
    return text ? (JSON.parse(text) as T) : fallback;
  } catch {
    return fallback;
  }
}

function write(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or blocked: the outbox still holds every lead; only the checks lose memory.
  }
}

export const readSetup = (): CaptureSetup => read<CaptureSetup>(SETUP_KEY, {});

export function updateSetup(change: Partial<CaptureSetup>): CaptureSetup {
  const next = { ...readSetup(), ...change };
  write(SETUP_KEY, next);
  return next;
}

export function readLog(now = Date.now()): CapturedLead[] {
  return read<CapturedLead[]>(LOG_KEY, []).filter((lead) => now - Date.parse(lead.capturedAt) < LOG_KEEP_MS);
}

export function appendToLog(lead: CapturedLead): CapturedLead[] {
  const log = [...readLog(), lead];
  write(LOG_KEY, log);
  return log;
}

const digits = (phone: string) => phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');

/** The earlier lead at the same event with the same phone number or email, if any. */
export function earlierCapture(
  log: readonly CapturedLead[],
  lead: Pick<CapturedLead, 'eventName' | 'phone' | 'email'>,
): CapturedLead | undefined {
  const phone = digits(lead.phone);
  const email = lead.email.trim().toLowerCase();
  return log.findLast(
    (earlier) =>
      earlier.eventName === lead.eventName &&
      ((phone !== '' && digits(earlier.phone) === phone) ||
        (email !== '' && earlier.email.toLowerCase() === email)),
  );
}

/** Whether a time falls on this device's today. */
export function isToday(iso: string, now = new Date()): boolean {
  return new Date(iso).toDateString() === now.toDateString();
}
