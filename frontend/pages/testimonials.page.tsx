import { SimpleGrid } from '@mantine/core';
import { PATHS } from '#shared/routes';
import { CopyBlockCard } from '../components/info/copy-block';
import { EstimateSection } from '../components/info/estimate-section';
import { ReviewPlatforms } from '../components/info/review-platforms';
import { TestimonialCard } from '../components/info/testimonial-card';
import { PageHero } from '../components/page-section';
import { Section } from '../components/section';
import { StatRow } from '../components/stat-row';
import {
  REVIEW_PLATFORMS,
  REVIEW_URL,
  SATISFACTION_PROMISE,
  TESTIMONIALS,
  TESTIMONIAL_STATS,
} from '../content/testimonials';
import { Seo } from '../features/seo/seo';
import { StaticHtml } from '../components/static-html';

/** What Our Customers Say: figures, six reviews, review sites and our promise. */
export function TestimonialsPage() {
  return (
    <>
      <Seo
        title="Customer Testimonials & Reviews"
        description="Read reviews from homeowners across New Jersey and New York about our window, siding, door and roofing work. Rated 4.9/5 on Google and 5.0/5 on Facebook."
        keywords="home improvement reviews, window replacement reviews NJ, siding contractor reviews, roofing contractor testimonials"
        path={PATHS.testimonials}
      />
      <StaticHtml>
        <PageHero title="What Our Customers Say">
          Homeowners across New Jersey and New York share how their new windows, siding, doors and roofs
          turned out, and what it was like to work with our crews.
        </PageHero>
        <Section id="testimonial-stats" title="Trusted by Thousands of Homeowners" tinted>
          <StatRow stats={TESTIMONIAL_STATS} />
        </Section>
        <Section
          id="reviews"
          title="Customer Reviews"
          subtitle="Recent reviews from projects across our service area."
        >
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
            {TESTIMONIALS.map((t) => (
              <TestimonialCard key={t.name + t.date} testimonial={t} />
            ))}
          </SimpleGrid>
        </Section>
        <Section
          id="review-sites"
          title="Rated Highly on Review Sites"
          subtitle="Worked with us? We would love to hear how it went."
          tinted
        >
          <ReviewPlatforms platforms={REVIEW_PLATFORMS} reviewUrl={REVIEW_URL} />
        </Section>
        <Section size="md">
          <CopyBlockCard block={SATISFACTION_PROMISE} titleOrder={2} />
        </Section>
      </StaticHtml>
      <EstimateSection
        title="Join Our Happy Customers"
        text="Tell us about your project and we will schedule a free, no-obligation estimate at your home."
        phoneElement="testimonials-phone"
      />
    </>
  );
}
