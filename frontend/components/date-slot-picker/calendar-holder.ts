/** The booking calendar's holder on an islands page: its attribute is the booking window in days. */
export const CALENDAR_HOLDER = 'data-calendar-preview';
