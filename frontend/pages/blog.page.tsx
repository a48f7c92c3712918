import { Anchor, Card, Center, Container, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { BUSINESS } from '../../shared/business';
import { PATHS, blogPostPath } from '../../shared/routes';
import type { BlogPostSummary } from '../../shared/schemas/blog';
import { PageHero } from '../components/page-section';
import { Seo } from '../features/seo/seo';

/** The blog list: the newest post featured, the rest under Recent Articles. */
export function BlogPage() {
  const posts = useQuery<BlogPostSummary[]>({ queryKey: ['/api/blog'] });
  return (
    <>
      <Seo
        title="Home Improvement Blog"
        description={`Advice on windows, siding, doors and roofing for New Jersey homeowners from ${BUSINESS.name}.`}
        path={PATHS.blog}
      />
      <PageHero title="Home Improvement Blog">
        Practical advice for New Jersey and New York homeowners.
      </PageHero>
      <Container size="lg" pb="xl">
        {posts.isPending && (
          <Center py="xl">
            <Stack align="center">
              <Loader aria-hidden="true" />
              <Text role="status">Loading blog posts...</Text>
            </Stack>
          </Center>
        )}
        {posts.isError && (
          <Stack align="center" py="xl" role="alert">
            <Title order={2}>Unable to load blog posts</Title>
            <Text>Please try again later or contact us for assistance.</Text>
          </Stack>
        )}
        {posts.data && posts.data.length > 0 && (
          <Stack gap="xl">
            <PostCard post={posts.data[0]} featured />
            <Title order={2}>Recent Articles</Title>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
              {posts.data.slice(1).map((post) => (
                <PostCard key={post.id} post={post} />
              ))}
            </SimpleGrid>
          </Stack>
        )}
      </Container>
    </>
  );
}

function PostCard({ post, featured = false }: { post: BlogPostSummary; featured?: boolean }) {
  return (
    <Card withBorder padding="lg">
      <Text size="sm" c="dimmed">
        {post.createdAt ? new Date(post.createdAt).toLocaleDateString('en-US') : 'Recent'}
      </Text>
      <Title order={featured ? 2 : 3} size={featured ? 'h2' : 'h4'}>
        <Anchor component={Link} to={blogPostPath(post.slug)}>
          {post.title}
        </Anchor>
      </Title>
      {post.excerpt && <Text mt="xs">{post.excerpt}</Text>}
    </Card>
  );
}
