import type { ReactNode } from 'react';
import { areaHeadline } from '../../content/area-pages';
import { PageHero } from '../page-section';
import { BreadcrumbTrail, type Crumb } from './breadcrumb-trail';

/** The top of a county or city page: the breadcrumb trail, then the hero that names the place. */
export function AreaHero({
  crumbs,
  place,
  actions,
  children,
}: {
  crumbs: readonly Crumb[];
  /** 'Fort Lee, NJ' or 'Bergen County, NJ'. */
  place: string;
  actions: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <BreadcrumbTrail items={crumbs} />
      <PageHero title={areaHeadline(place)} actions={actions}>
        {children}
      </PageHero>
    </>
  );
}
