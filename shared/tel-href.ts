/** A tel: link for a lead's phone as typed; a 10-digit US number gets its +1, so it dials from anywhere. */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  return `tel:${/^\d{10}$/.test(digits) ? `+1${digits}` : digits}`;
}
