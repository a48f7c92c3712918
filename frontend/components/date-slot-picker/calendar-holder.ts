/** The booking calendar's holder on an islands page: its attribute is the booking window in days. */
export const CALENDAR_HOLDER = 'data-calendar-preview';

/**
 * Draws each booking calendar on the page from its template, if the page has one: its code
 * (the bookable days, the business's time zone) is fetched only then.
 */
export function drawCalendarsIfAny(doc: Document = document): void {
  if (!doc.querySelector(`[${CALENDAR_HOLDER}]`)) return;
  void import('./draw-calendar-preview').then((m) => m.drawCalendarPreviews(doc));
}
