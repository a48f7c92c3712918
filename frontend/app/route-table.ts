/**
 * Every route of the site (spec §2 'Route table'): its URL pattern and its page. The router reads
 * this in the browser; the concrete paths of the patterns with parameters (which need the
 * content modules) are in route-paths.ts, read only by the build and the tests.
 */
import { PATHS } from '#shared/routes';
import { lazyComponent, type LazyComponent } from '../lib/lazy-component';
import type { AppPageName } from '../pages/app-pages';

/** One row of the route table. */
export interface SiteRoute {
  /** React Router pattern. */
  path: string;
  page: LazyComponent;
  /** Listed in the XML sitemap (public, indexable pages). */
  inSitemap?: boolean;
}

/** The patterns with parameters. */
export const PATTERNS = {
  windowType: `${PATHS.windowInstallation}/:type?`,
  county: `${PATHS.areas}/:areaSlug`,
  city: `${PATHS.areas}/:areaSlug/:citySlug`,
  blogPost: `${PATHS.blog}/:slug`,
  sidingType: `${PATHS.sidingCatalog}/:type`,
  adminLead: `${PATHS.adminLeads}/:id`,
  notFound: '*',
} as const;

/** An app page (admin, capture, manage-call), loaded through pages/app-pages.ts (which says why). */
const appPage = (name: AppPageName) =>
  lazyComponent(() => import('../pages/app-pages').then((m) => m.loadAppPage(name)), name);

const page = {
  home: lazyComponent(() => import('../pages/home.page'), 'HomePage'),
  about: lazyComponent(() => import('../pages/about.page'), 'AboutPage'),
  contact: lazyComponent(() => import('../pages/contact.page'), 'ContactPage'),
  windows: lazyComponent(() => import('../pages/windows.page'), 'WindowsPage'),
  windowType: lazyComponent(() => import('../pages/window-type.page'), 'WindowTypePage'),
  siding: lazyComponent(() => import('../pages/siding.page'), 'SidingPage'),
  doors: lazyComponent(() => import('../pages/doors.page'), 'DoorsPage'),
  roofing: lazyComponent(() => import('../pages/roofing.page'), 'RoofingPage'),
  areas: lazyComponent(() => import('../pages/areas.page'), 'AreasPage'),
  county: lazyComponent(() => import('../pages/county.page'), 'CountyPage'),
  city: lazyComponent(() => import('../pages/city.page'), 'CityPage'),
  testimonials: lazyComponent(() => import('../pages/testimonials.page'), 'TestimonialsPage'),
  financing: lazyComponent(() => import('../pages/financing.page'), 'FinancingPage'),
  warranties: lazyComponent(() => import('../pages/warranties.page'), 'WarrantiesPage'),
  partners: lazyComponent(() => import('../pages/partners.page'), 'PartnersPage'),
  blog: lazyComponent(() => import('../pages/blog.page'), 'BlogPage'),
  blogPost: lazyComponent(() => import('../pages/blog-post.page'), 'BlogPostPage'),
  gallery: lazyComponent(() => import('../pages/gallery.page'), 'GalleryPage'),
  faq: lazyComponent(() => import('../pages/faq.page'), 'FaqPage'),
  sitemap: lazyComponent(() => import('../pages/sitemap.page'), 'SitemapPage'),
  privacy: lazyComponent(() => import('../pages/privacy.page'), 'PrivacyPage'),
  terms: lazyComponent(() => import('../pages/terms.page'), 'TermsPage'),
  thankYou: lazyComponent(() => import('../pages/thank-you.page'), 'ThankYouPage'),
  bookedCallThankYou: lazyComponent(
    () => import('../pages/booked-call-thank-you.page'),
    'BookedCallThankYouPage',
  ),
  manageCall: appPage('ManageCallPage'),
  lander: lazyComponent(() => import('../pages/lander.page'), 'LanderPage'),
  landerP: lazyComponent(() => import('../pages/lander-p.page'), 'LanderPPage'),
  landerC: lazyComponent(() => import('../pages/lander-c.page'), 'LanderCPage'),
  landerD: lazyComponent(() => import('../pages/lander-d.page'), 'LanderDPage'),
  catalogRedirect: lazyComponent(() => import('../pages/catalog-redirect.page'), 'CatalogRedirectPage'),
  sidingCatalog: lazyComponent(() => import('../pages/siding-catalog.page'), 'SidingCatalogPage'),
  sidingType: lazyComponent(() => import('../pages/siding-type.page'), 'SidingTypePage'),
  adminLogin: appPage('AdminLoginPage'),
  adminDashboard: appPage('AdminDashboardPage'),
  adminLeads: appPage('AdminLeadsPage'),
  adminLead: appPage('AdminLeadPage'),
  adminDeliveries: appPage('AdminDeliveriesPage'),
  adminSettings: appPage('AdminSettingsPage'),
  adminReports: appPage('AdminReportsPage'),
  adminUsers: appPage('AdminUsersPage'),
  adminAvailability: appPage('AdminAvailabilityPage'),
  adminSystem: appPage('AdminSystemPage'),
  capture: appPage('CapturePage'),
  notFound: lazyComponent(() => import('../pages/not-found.page'), 'NotFoundPage'),
};

/** The pattern that matches any path no other route matches. */
export const NOT_FOUND_PATTERN = PATTERNS.notFound;

/** The route table. Order does not matter to React Router; it is kept as the spec lists it. */
export const ROUTES: readonly SiteRoute[] = [
  { path: PATHS.home, page: page.home, inSitemap: true },
  { path: PATHS.about, page: page.about, inSitemap: true },
  { path: PATHS.contact, page: page.contact, inSitemap: true },
  { path: PATHS.windows, page: page.windows, inSitemap: true },
  { path: PATTERNS.windowType, page: page.windowType, inSitemap: true },
  { path: PATHS.siding, page: page.siding, inSitemap: true },
  { path: PATHS.vinylSiding, page: page.siding, inSitemap: true },
  { path: PATHS.doors, page: page.doors, inSitemap: true },
  { path: PATHS.entryDoors, page: page.doors, inSitemap: true },
  { path: PATHS.roofing, page: page.roofing, inSitemap: true },
  { path: PATHS.areas, page: page.areas, inSitemap: true },
  { path: PATTERNS.county, page: page.county, inSitemap: true },
  { path: PATTERNS.city, page: page.city, inSitemap: true },
  { path: PATHS.testimonials, page: page.testimonials, inSitemap: true },
  { path: PATHS.financing, page: page.financing, inSitemap: true },
  { path: PATHS.warranties, page: page.warranties, inSitemap: true },
  { path: PATHS.partners, page: page.partners, inSitemap: true },
  { path: PATHS.blog, page: page.blog, inSitemap: true },
  { path: PATTERNS.blogPost, page: page.blogPost, inSitemap: true },
  { path: PATHS.gallery, page: page.gallery, inSitemap: true },
  { path: PATHS.faq, page: page.faq, inSitemap: true },
  { path: PATHS.sitemap, page: page.sitemap, inSitemap: true },
  { path: PATHS.privacy, page: page.privacy, inSitemap: true },
  { path: PATHS.terms, page: page.terms, inSitemap: true },
  { path: PATHS.thankYou, page: page.thankYou },
  { path: PATHS.bookedCallThankYou, page: page.bookedCallThankYou },
  { path: PATHS.manageCall, page: page.manageCall },
  { path: PATHS.lander, page: page.lander },
  { path: PATHS.landerP, page: page.landerP },
  { path: PATHS.landerC, page: page.landerC },
  { path: PATHS.landerD, page: page.landerD },
  { path: PATHS.catalog, page: page.catalogRedirect },
  { path: PATHS.sidingCatalog, page: page.sidingCatalog, inSitemap: true },
  { path: PATTERNS.sidingType, page: page.sidingType, inSitemap: true },
  { path: PATHS.admin, page: page.adminLogin },
  { path: PATHS.adminDashboard, page: page.adminDashboard },
  { path: PATHS.adminLeads, page: page.adminLeads },
  { path: PATTERNS.adminLead, page: page.adminLead },
  { path: PATHS.adminDeliveries, page: page.adminDeliveries },
  { path: PATHS.adminSettings, page: page.adminSettings },
  { path: PATHS.adminReports, page: page.adminReports },
  { path: PATHS.adminUsers, page: page.adminUsers },
  { path: PATHS.adminAvailability, page: page.adminAvailability },
  { path: PATHS.adminSystem, page: page.adminSystem },
  { path: PATHS.capture, page: page.capture },
  { path: NOT_FOUND_PATTERN, page: page.notFound },
];
