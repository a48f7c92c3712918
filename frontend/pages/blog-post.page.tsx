import { Anchor, Container, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { PATHS, blogPostPath } from '../../shared/routes';
import type { BlogPost } from '../../shared/schemas/blog';
import { Seo } from '../features/seo/seo';
import { NotFoundPage } from './not-found.page';

/** One blog post; an unknown slug is the not-found page. */
export function BlogPostPage() {
  const { slug = '' } = useParams();
  const post = useQuery<BlogPost>({ queryKey: ['/api/blog', slug] });
  if (post.isError) return <NotFoundPage />;
  if (!post.data) {
    return (
      <Container size="md" py="xl">
        <Text role="status">Loading blog post...</Text>
      </Container>
    );
  }
  const p = post.data;
  return (
    <>
      <Seo title={p.title} description={p.excerpt ?? p.title} path={blogPostPath(p.slug)} />
      <Container size="md" py="xl" component="article">
        <Anchor component={Link} to={PATHS.blog}>
          ← All articles
        </Anchor>
        <Title order={1} mt="md">
          {p.title}
        </Title>
        <Text c="dimmed" mt="xs">
          {p.createdAt ? new Date(p.createdAt).toLocaleDateString('en-US') : 'Recent'}
        </Text>
        {p.content.split(/\n\s*\n/).map((block, i) =>
          block.startsWith('## ') ? (
            <Title key={i} order={2} size="h3" mt="lg">
              {block.slice(3)}
            </Title>
          ) : (
            <Text key={i} mt="md">
              {block}
            </Text>
          ),
        )}
      </Container>
    </>
  );
}
