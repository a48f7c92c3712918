/** How long public data a page read (the blog's posts) is kept on the device to read offline. */
export const PUBLIC_DATA_KEPT_FOR_MS = 7 * 24 * 60 * 60 * 1000;
