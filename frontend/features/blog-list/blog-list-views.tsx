/** What the blog list shows: its loading state, its error, an empty blog, or the posts (spec §12). */
import { Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { BlogPostSummary } from '#shared/schemas/blog';
import { FeaturedPostCard, PostCard } from '../../components/blog/post-card';

export function BlogListLoading() {
  return (
    // As tall as the screen: what follows the list stays out of view until the posts arrive,
    // instead of jumping down under the reader's eyes.
    <Stack align="center" py="xl" mih="100vh">
      <Loader color="navy.9" aria-hidden="true" />
      <Text role="status">Loading blog posts...</Text>
    </Stack>
  );
}

export function BlogListError() {
  return (
    <Stack align="center" ta="center" py="xl" role="alert">
      <Title order={2}>Unable to load blog posts</Title>
      <Text c="dark.5">Please try again later or contact us for assistance.</Text>
    </Stack>
  );
}

export function BlogListEmpty() {
  return (
    <Text ta="center" py="xl" c="dark.5">
      New articles are on the way. Check back soon.
    </Text>
  );
}

/** The newest post featured, the rest under Recent Articles. */
export function PostList({ posts }: { posts: BlogPostSummary[] }) {
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
