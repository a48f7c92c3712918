/**
 * The pages that are apps rather than marketing pages (the admin area, the canvassers' capture,
 * the homeowner's manage-call page), each still in a chunk of its own, loaded through this one
 * module: the route table sits in every public page's first script, and this way it names one
 * import for them all instead of one (with its list of chunks) per page.
 */
import type { ComponentType } from 'react';

const PAGES = {
  AdminLoginPage: () => import('./admin-login.page'),
  AdminDashboardPage: () => import('./admin-dashboard.page'),
  AdminLeadsPage: () => import('./admin-leads.page'),
  AdminLeadPage: () => import('./admin-lead.page'),
  AdminDeliveriesPage: () => import('./admin-deliveries.page'),
  AdminSettingsPage: () => import('./admin-settings.page'),
  AdminReportsPage: () => import('./admin-reports.page'),
  AdminUsersPage: () => import('./admin-users.page'),
  AdminAvailabilityPage: () => import('./admin-availability.page'),
  AdminSystemPage: () => import('./admin-system.page'),
  CapturePage: () => import('./capture.page'),
  ManageCallPage: () => import('./manage-call.page'),
};

export type AppPageName = keyof typeof PAGES;

/** The named page as lazyComponent reads a module: `{ [name]: Page }`. */
export async function loadAppPage<K extends AppPageName>(name: K): Promise<Record<K, ComponentType>> {
  const module = (await PAGES[name]()) as unknown as Record<K, ComponentType>;
  return { [name]: module[name] } as Record<K, ComponentType>;
}
