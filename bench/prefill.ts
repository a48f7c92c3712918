/**
 * Writes a 5-year store directly in the layout the store reads (month segments, see
 * backend/store/segment-layout.ts): 50,000 leads, 20,000 bookings and 500,000 phone clicks
 * spread over the 60 months before the base day. Much faster than posting them.
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { addDays, startOfDayInZone, zonedTime, slotHour } from '#shared/booking-window';
import { BUSINESS } from '#shared/business';
import { SERVICE_OPTIONS, TIME_SLOTS } from '#shared/options';
import { PATHS } from '#shared/routes';
import type { BookingRecord } from '#shared/schemas/booking';
import type { ContactRecord } from '#shared/schemas/contact';
import type { PhoneClickRecord } from '#shared/schemas/phone-click';
import { serializeRecords } from '../backend/store/record-file';
import { SEGMENT_MAX_CHARS, monthKeyOf, segmentFileName } from '../backend/store/segment-layout';
import { COLLECTION_FOLDERS } from '../backend/store/store';

export const FIVE_YEARS = { contacts: 50_000, bookings: 20_000, phoneClicks: 500_000 } as const;

const DAYS = 5 * 365;
const CITIES = [
  'Fort Lee',
  'Hoboken',
  'Jersey City',
  'Paramus',
  'Hackensack',
  'Teaneck',
  'Yonkers',
  'Staten Island',
];
const PAGES = [
  PATHS.home,
  PATHS.windows,
  PATHS.siding,
  PATHS.doors,
  PATHS.roofing,
  PATHS.landerP,
  PATHS.landerC,
  PATHS.contact,
  PATHS.financing,
  '/areas/bergen-county/fort-lee',
];
const ELEMENTS = ['header-phone', 'hero-cta', 'footer-phone', 'mobile-sticky-call'];

/** Deterministic pseudo-random numbers, so every run prefills the same store. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function attribution(rnd: () => number) {
  if (rnd() < 0.5) return undefined;
  return {
    utm_source: 'google',
    utm_medium: 'cpc',
    utm_campaign: `spring-${Math.floor(rnd() * 9)}`,
    gclid: randomUUID(),
    landingPath: PATHS.landerP,
  };
}

/** Times spread evenly over the 5 years before `end`, oldest first. */
function spread(count: number, end: Date): number[] {
  const span = DAYS * 86_400_000;
  const step = span / count;
  return Array.from({ length: count }, (_, i) => end.getTime() - span + Math.floor(i * step));
}

function contacts(end: Date): ContactRecord[] {
  const rnd = random(1);
  return spread(FIVE_YEARS.contacts, end).map((t, i) => ({
    id: randomUUID(),
    name: `Homeowner ${i}`,
    phone: `(201) 555-${String(i % 10_000).padStart(4, '0')}`,
    email: `homeowner${i}@example.com`,
    address: `${1 + (i % 900)} Palisade Avenue`,
    city: CITIES[i % CITIES.length],
    state: 'NJ',
    service: SERVICE_OPTIONS[i % SERVICE_OPTIONS.length].value,
    homeowner: rnd() < 0.8,
    ...(rnd() < 0.6 ? { message: 'Looking for a quote on new siding and two windows before winter.' } : {}),
    source: 'website',
    capturedAt: new Date(t - 1000).toISOString(),
    attribution: attribution(rnd),
    createdAt: new Date(t).toISOString(),
  }));
}

/** Bookings on distinct past slots: the i-th takes slot i % 13 of day i / 13, booked a day before. */
function bookings(baseDay: string): BookingRecord[] {
  const tz = BUSINESS.timeZone;
  const firstDay = addDays(baseDay, -Math.ceil(FIVE_YEARS.bookings / TIME_SLOTS.length) - 1);
  return Array.from({ length: FIVE_YEARS.bookings }, (_, i) => {
    const day = addDays(firstDay, Math.floor(i / TIME_SLOTS.length));
    const time = TIME_SLOTS[i % TIME_SLOTS.length];
    const createdAt = zonedTime(addDays(day, -1), slotHour(time) - 6, 0, tz);
    return {
      id: randomUUID(),
      scheduledDate: startOfDayInZone(day, tz).toISOString(),
      scheduledTime: time,
      name: `Caller ${i}`,
      phone: '201-555-0123',
      email: `caller${i}@example.com`,
      address: '45 Grand Street, Hoboken, NJ',
      zipcode: '07030',
      willShowUp: true,
      service: 'Vinyl Siding',
      referrer: i % 2 ? 'lander-c' : 'lander-d',
      createdAt: createdAt.toISOString(),
    };
  });
}

function phoneClicks(end: Date): PhoneClickRecord[] {
  const rnd = random(2);
  return spread(FIVE_YEARS.phoneClicks, end).map((t, i) => {
    const click: PhoneClickRecord = {
      id: randomUUID(),
      page: PAGES[i % PAGES.length],
      element: ELEMENTS[i % ELEMENTS.length],
      isHeader: i % ELEMENTS.length === 0,
      createdAt: new Date(t).toISOString(),
    };
    const from = attribution(rnd);
    return from ? { ...click, attribution: from } : click;
  });
}

/** Write records (oldest first) as month segments of at most SEGMENT_MAX_CHARS. */
async function writeSegments(dir: string, records: { createdAt: string }[]): Promise<number> {
  await mkdir(dir, { recursive: true });
  let files = 0;
  let month = '';
  let seq = 0;
  let batch: object[] = [];
  let chars = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    await writeFile(join(dir, segmentFileName(month, seq)), serializeRecords(batch));
    files++;
    batch = [];
    chars = 0;
  };
  for (const record of records) {
    const key = monthKeyOf(Date.parse(record.createdAt));
    const size = JSON.stringify(record).length + 2;
    if (key !== month) {
      await flush();
      month = key;
      seq = 1;
    } else if (chars + size > SEGMENT_MAX_CHARS) {
      await flush();
      seq++;
    }
    batch.push(record);
    chars += size;
  }
  await flush();
  return files;
}

/** Fill `dataDir` with 5 years of data ending just before `baseDay` (a 'YYYY-MM-DD' business day). */
export async function prefillFiveYears(dataDir: string, baseDay: string): Promise<{ files: number }> {
  const end = startOfDayInZone(baseDay, BUSINESS.timeZone);
  let files = 0;
  files += await writeSegments(join(dataDir, COLLECTION_FOLDERS.contacts), contacts(end));
  files += await writeSegments(join(dataDir, COLLECTION_FOLDERS.bookings), bookings(baseDay));
  files += await writeSegments(join(dataDir, COLLECTION_FOLDERS.phoneClicks), phoneClicks(end));
  // The files are written without fsync: flush them now, or the kernel writes them back while the
  // 5-year server is measured and its fsyncs wait behind them (it cut that server to 74-76% of
  // the empty store's rate).
  execFileSync('sync');
  return { files };
}
