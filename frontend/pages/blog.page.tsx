import { Container, Grid } from '@mantine/core';
import { BUSINESS } from '#shared/business';
import { PATHS } from '#shared/routes';
import { PopularTopics } from '../components/blog/popular-topics';
import { CtaBand } from '../components/cta-band';
import { PageHero } from '../components/page-section';
import { Section } from '../components/section';
import { NewsletterForm } from '../features/newsletter/newsletter-form';
import { BlogList } from '../features/blog-list/blog-list';
import { PersistPublicQueries } from '../features/public-queries/persist-public-queries';
import { Seo } from '../features/seo/seo';
import { StaticHtml } from '../components/static-html';
import { BLOG_HERO_IMAGE } from '../content/images';

/** The blog list: the newest post featured, the rest under Recent Articles, topics and the newsletter. */
export function BlogPage() {
  return (
    <>
      {/* The app's list query kept for offline reading (the islands page keeps its own). */}
      <PersistPublicQueries />
      <Seo
        title="Home Improvement Blog"
        description={`Advice on windows, siding, doors, roofing and financing for New Jersey and New York homeowners from ${BUSINESS.name}.`}
        keywords="home improvement blog, window replacement tips, siding advice, roofing tips, New Jersey homeowners"
        path={PATHS.blog}
      />
      <StaticHtml>
        <PageHero title="Home Improvement Blog" image={BLOG_HERO_IMAGE}>
          Practical advice from our installers and project consultants for New Jersey and New York homeowners:
          what to look for, what it costs and how to get ready.
        </PageHero>
      </StaticHtml>
      <Container size="lg" py="xl">
        <BlogList />
      </Container>
      <Section tinted>
        <Grid gap="xl" align="center">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <PopularTopics />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <NewsletterForm />
          </Grid.Col>
        </Grid>
      </Section>
      <StaticHtml>
        <CtaBand
          title="Have a Project in Mind?"
          text={`Talk to a project consultant today, or send us a message and we will reply within ${BUSINESS.contactWithin}.`}
          phoneElement="blog-phone"
          secondaryLabel="Contact Us"
        />
      </StaticHtml>
    </>
  );
}
