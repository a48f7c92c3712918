/**
 * Every route of the site (spec §2 'Route table'): its URL pattern and its page. The router reads
 * this in the browser; the concrete paths of the patterns with parameters (which need the
 * content modules) are in route-paths.ts, read only by the build and the tests.
 */
import { PATHS } from '#shared/routes';
import { lazyComponent, type LazyComponent } from '../lib/lazy-component';

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

const page = {
  home: lazyComponent(
    () => import('../pages/home.page'),
    (m) => m.HomePage,
  ),
  about: lazyComponent(
    () => import('../pages/about.page'),
    (m) => m.AboutPage,
  ),
  contact: lazyComponent(
    () => import('../pages/contact.page'),
    (m) => m.ContactPage,
  ),
  windows: lazyComponent(
    () => import('../pages/windows.page'),
    (m) => m.WindowsPage,
  ),
  windowType: lazyComponent(
    () => import('../pages/window-type.page'),
    (m) => m.WindowTypePage,
  ),
  siding: lazyComponent(
    () => import('../pages/siding.page'),
    (m) => m.SidingPage,
  ),
  doors: lazyComponent(
    () => import('../pages/doors.page'),
    (m) => m.DoorsPage,
  ),
  roofing: lazyComponent(
    () => import('../pages/roofing.page'),
    (m) => m.RoofingPage,
  ),
  areas: lazyComponent(
    () => import('../pages/areas.page'),
    (m) => m.AreasPage,
  ),
  county: lazyComponent(
    () => import('../pages/county.page'),
    (m) => m.CountyPage,
  ),
  city: lazyComponent(
    () => import('../pages/city.page'),
    (m) => m.CityPage,
  ),
  testimonials: lazyComponent(
    () => import('../pages/testimonials.page'),
    (m) => m.TestimonialsPage,
  ),
  financing: lazyComponent(
    () => import('../pages/financing.page'),
    (m) => m.FinancingPage,
  ),
  warranties: lazyComponent(
    () => import('../pages/warranties.page'),
    (m) => m.WarrantiesPage,
  ),
  partners: lazyComponent(
    () => import('../pages/partners.page'),
    (m) => m.PartnersPage,
  ),
  blog: lazyComponent(
    () => import('../pages/blog.page'),
    (m) => m.BlogPage,
  ),
  blogPost: lazyComponent(
    () => import('../pages/blog-post.page'),
    (m) => m.BlogPostPage,
  ),
  gallery: lazyComponent(
    () => import('../pages/gallery.page'),
    (m) => m.GalleryPage,
  ),
  faq: lazyComponent(
    () => import('../pages/faq.page'),
    (m) => m.FaqPage,
  ),
  sitemap: lazyComponent(
    () => import('../pages/sitemap.page'),
    (m) => m.SitemapPage,
  ),
  privacy: lazyComponent(
    () => import('../pages/privacy.page'),
    (m) => m.PrivacyPage,
  ),
  terms: lazyComponent(
    () => import('../pages/terms.page'),
    (m) => m.TermsPage,
  ),
  thankYou: lazyComponent(
    () => import('../pages/thank-you.page'),
    (m) => m.ThankYouPage,
  ),
  bookedCallThankYou: lazyComponent(
    () => import('../pages/booked-call-thank-you.page'),
    (m) => m.BookedCallThankYouPage,
  ),
  lander: lazyComponent(
    () => import('../pages/lander.page'),
    (m) => m.LanderPage,
  ),
  landerP: lazyComponent(
    () => import('../pages/lander-p.page'),
    (m) => m.LanderPPage,
  ),
  landerC: lazyComponent(
    () => import('../pages/lander-c.page'),
    (m) => m.LanderCPage,
  ),
  landerD: lazyComponent(
    () => import('../pages/lander-d.page'),
    (m) => m.LanderDPage,
  ),
  catalogRedirect: lazyComponent(
    () => import('../pages/catalog-redirect.page'),
    (m) => m.CatalogRedirectPage,
  ),
  sidingCatalog: lazyComponent(
    () => import('../pages/siding-catalog.page'),
    (m) => m.SidingCatalogPage,
  ),
  sidingType: lazyComponent(
    () => import('../pages/siding-type.page'),
    (m) => m.SidingTypePage,
  ),
  adminLogin: lazyComponent(
    () => import('../pages/admin-login.page'),
    (m) => m.AdminLoginPage,
  ),
  adminDashboard: lazyComponent(
    () => import('../pages/admin-dashboard.page'),
    (m) => m.AdminDashboardPage,
  ),
  adminLeads: lazyComponent(
    () => import('../pages/admin-leads.page'),
    (m) => m.AdminLeadsPage,
  ),
  adminLead: lazyComponent(
    () => import('../pages/admin-lead.page'),
    (m) => m.AdminLeadPage,
  ),
  adminDeliveries: lazyComponent(
    () => import('../pages/admin-deliveries.page'),
    (m) => m.AdminDeliveriesPage,
  ),
  adminSettings: lazyComponent(
    () => import('../pages/admin-settings.page'),
    (m) => m.AdminSettingsPage,
  ),
  adminReports: lazyComponent(
    () => import('../pages/admin-reports.page'),
    (m) => m.AdminReportsPage,
  ),
  adminUsers: lazyComponent(
    () => import('../pages/admin-users.page'),
    (m) => m.AdminUsersPage,
  ),
  capture: lazyComponent(
    () => import('../pages/capture.page'),
    (m) => m.CapturePage,
  ),
  notFound: lazyComponent(
    () => import('../pages/not-found.page'),
    (m) => m.NotFoundPage,
  ),
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
  { path: PATHS.capture, page: page.capture },
  { path: NOT_FOUND_PATTERN, page: page.notFound },
];
