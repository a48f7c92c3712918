import { Container, Grid, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { preload } from 'react-dom';
import { BUSINESS } from '#shared/business';
import { PATHS } from '#shared/routes';
import type { BlogPostSummary } from '#shared/schemas/blog';
import { PopularTopics } from '../components/blog/popular-topics';
import { FeaturedPostCard, PostCard } from '../components/blog/post-card';
import { CtaBand } from '../components/cta-band';
import { PageHero } from '../components/page-section';
import { Section } from '../components/section';
import { NewsletterForm } from '../features/newsletter/newsletter-form';
import { PersistPublicQueries } from '../features/public-queries/persist-public-queries';
import { Seo } from '../features/seo/seo';
import { StaticHtml } from '../components/static-html';
import { BLOG_HERO_IMAGE } from '../content/images';

const BLOG_LIST_URL = '/api/blog';

/** The newest post featured, the rest under Recent Articles. */
function PostList({ posts }: { posts: BlogPostSummary[] }) {
  return (
    <Stack gap={48}>
      <FeaturedPostCard post={posts[0]} />
      {posts.length > 1 && (
        <section aria-labelledby="recent-articles-title">
          <Title order={2} id="recent-articles-title" mb="lg">
            Recent Articles
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
            {posts.slice(1).map((post) => (
              <PostCard key={post.id} post={post} />
            ))}
          </SimpleGrid>
        </section>
      )}
    </Stack>
  );
}

/** The blog list: the newest post featured, the rest under Recent Articles, topics and the newsletter. */
export function BlogPage() {
  // The list is the page's main content: the prerendered page asks the browser to fetch it while
  // the scripts load, and the query then reads that same response (same URL, mode, credentials).
  preload(BLOG_LIST_URL, { as: 'fetch', crossOrigin: 'use-credentials' });
  const posts = useQuery<BlogPostSummary[]>({ queryKey: [BLOG_LIST_URL] });
  // The list arrives through the query's store, an update React renders in one go: a dozen cards
  // in one long task on a slow phone. Deferred, the cards render in a transition React splits into
  // short tasks, with the loading state kept until they are ready.
  const list = useDeferredValue(posts.data);
  return (
    <>
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
        {!list && !posts.isError && (
          // As tall as the screen: what follows the list stays out of view until the posts arrive,
          // instead of jumping down under the reader's eyes.
          <Stack align="center" py="xl" mih="100vh">
            <Loader color="navy.9" aria-hidden="true" />
            <Text role="status">Loading blog posts...</Text>
          </Stack>
        )}
        {posts.isError && (
          <Stack align="center" ta="center" py="xl" role="alert">
            <Title order={2}>Unable to load blog posts</Title>
            <Text c="dark.5">Please try again later or contact us for assistance.</Text>
          </Stack>
        )}
        {list && list.length === 0 && (
          <Text ta="center" py="xl" c="dark.5">
            New articles are on the way. Check back soon.
          </Text>
        )}
        {list && list.length > 0 && <PostList posts={list} />}
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
