/** The site's URL paths: every link, redirect, canonical and the sitemap are built from these. */

/** Fixed paths. */
export const PATHS = {
  home: '/',
  about: '/about',
  contact: '/contact',
  windows: '/windows',
  windowInstallation: '/window-installation',
  siding: '/siding',
  vinylSiding: '/vinyl-siding',
  doors: '/doors',
  entryDoors: '/entry-doors',
  roofing: '/roofing',
  areas: '/areas',
  testimonials: '/testimonials',
  financing: '/financing',
  warranties: '/warranties',
  partners: '/partners',
  blog: '/blog',
  gallery: '/gallery',
  faq: '/faq',
  sitemap: '/sitemap',
  privacy: '/privacy',
  terms: '/terms',
  thankYou: '/thank-you',
  bookedCallThankYou: '/booked-call-thank-you',
  lander: '/lander',
  landerP: '/lander-p',
  landerC: '/lander-c',
  landerD: '/lander-d',
  catalog: '/catalog',
  sidingCatalog: '/catalog/siding',
  admin: '/admin',
  adminDashboard: '/admin/dashboard',
  adminLeads: '/admin/leads',
  adminDeliveries: '/admin/deliveries',
  adminSettings: '/admin/settings',
  adminReports: '/admin/reports',
  adminUsers: '/admin/users',
  adminAvailability: '/admin/availability',
  adminSystem: '/admin/system',
  capture: '/capture',
  manageCall: '/manage-call',
} as const;

/** Path of a county page. */
export const areaPath = (areaSlug: string) => `${PATHS.areas}/${areaSlug}`;
/** Path of a city page. */
export const cityPath = (areaSlug: string, citySlug: string) => `${PATHS.areas}/${areaSlug}/${citySlug}`;
/** Path of a window type page. */
export const windowTypePath = (slug: string) => `${PATHS.windowInstallation}/${slug}`;
/** Path of a siding type page. */
export const sidingTypePath = (id: string) => `${PATHS.sidingCatalog}/${id}`;
/** Path of one lead in the admin (an estimate request or a booked call, by id). */
export const adminLeadPath = (id: string) => `${PATHS.adminLeads}/${encodeURIComponent(id)}`;
/** Path of a blog post. */
export const blogPostPath = (slug: string) => `${PATHS.blog}/${slug}`;

/** Pages shown without the header and footer (landers, the booked-call thank-you and its manage page). */
export const FRAMELESS_PATHS: readonly string[] = [
  PATHS.lander,
  PATHS.landerP,
  PATHS.landerC,
  PATHS.landerD,
  PATHS.bookedCallThankYou,
  PATHS.manageCall,
];

/**
 * The admin area: the owner's pages with their own side navigation (frontend/features/admin/area),
 * shown without the site's banner, header, footer and Call Now button. The sign-in (/admin) and
 * the dashboard keep the site's frame. Each entry covers its path and everything under it.
 */
export const ADMIN_AREA_PATHS: readonly string[] = [
  PATHS.adminLeads,
  PATHS.adminDeliveries,
  PATHS.adminSettings,
  PATHS.adminReports,
  PATHS.adminUsers,
  PATHS.adminAvailability,
  PATHS.adminSystem,
];

/** Whether a path belongs to the admin area (see ADMIN_AREA_PATHS). */
export function isAdminAreaPath(pathname: string): boolean {
  return ADMIN_AREA_PATHS.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

/** Turn a display name into a URL slug ("Fort Lee" → "fort-lee"). */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
