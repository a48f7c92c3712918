import { PageHero } from '../page-section';
import { ServiceHeroActions, type ServiceHeroActionsProps } from './service-hero-actions';
import { serviceImage } from './service-image';

/** A service page's hero: its intro, the picture of its service card, and the call and estimate buttons. */
export function ServiceHero({
  intro,
  path,
  ...actions
}: ServiceHeroActionsProps & {
  intro: { title: string; subtitle: string };
  /** The service page's path, whose service card lends the picture. */
  path: string;
}) {
  return (
    <PageHero title={intro.title} image={serviceImage(path)} actions={<ServiceHeroActions {...actions} />}>
      {intro.subtitle}
    </PageHero>
  );
}
