import { PATHS } from '../../shared/routes';
import { PageHero } from '../components/page-section';
import { Seo } from '../features/seo/seo';

/** What Our Customers Say. */
export function TestimonialsPage() {
  return (
    <>
      <Seo
        title={`Customer Testimonials`}
        description={`Read reviews from homeowners across New Jersey and New York.`}
        path={PATHS.testimonials}
      />
      <PageHero title="What Our Customers Say">{`Read reviews from homeowners across New Jersey and New York.`}</PageHero>
    </>
  );
}
