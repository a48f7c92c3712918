import { Anchor, Badge, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { PATHS, blogPostPath } from '#shared/routes';
import type { BlogPost } from '#shared/schemas/blog';
import { formatPostDate, postDateTime } from '../components/blog/format-post-date';
import { postImage } from '../components/blog/post-image';
import { CtaBand } from '../components/cta-band';
import { Picture } from '../components/picture';
import { PersistPublicQueries } from '../features/public-queries/persist-public-queries';
import { Seo } from '../features/seo/seo';
import { breadcrumbJsonLd } from '../features/seo/structured-data';
import { NotFoundPage } from './not-found.page';
import { isFirstDocument } from '../lib/hydration-state';

/** One blog post as an article (kept for offline reading); an unknown slug is the not-found page. */
export function BlogPostPage() {
  return (
    <>
      <PersistPublicQueries />
      <BlogPostArticle />
    </>
  );
}

function BlogPostArticle() {
  const { slug = '' } = useParams();
  const post = useQuery<BlogPost>({ queryKey: ['/api/blog', slug] });
  if (post.isError) return <NotFoundPage />;
  // Every post the build knew is prerendered with its data; without data, the loaded document is
  // the not-found page the server answered with, and hydration must render that same page (a
  // post added since the build still appears once its request answers).
  if (!post.data && isFirstDocument()) return <NotFoundPage />;
  if (!post.data) {
    return (
      <Container size="md" py="xl">
        <Text role="status">Loading blog post...</Text>
      </Container>
    );
  }
  const p = post.data;
  const path = blogPostPath(p.slug);
  return (
    <>
      <Seo
        title={p.title}
        description={p.excerpt ?? p.title}
        keywords={p.tags?.join(', ')}
        path={path}
        jsonLd={[
          breadcrumbJsonLd([
            { name: 'Home', path: PATHS.home },
            { name: 'Blog', path: PATHS.blog },
            { name: p.title, path },
          ]),
        ]}
      />
      <Container size="md" py="xl" component="article">
        <Stack gap="md">
          <Anchor component={Link} to={PATHS.blog} fw={600}>
            <span aria-hidden="true">← </span>Back to Blog
          </Anchor>
          <Title order={1}>{p.title}</Title>
          <Text c="dark.5">
            <time dateTime={postDateTime(p.createdAt)}>{formatPostDate(p.createdAt)}</time>
            {p.author ? ` · By ${p.author}` : null}
          </Text>
          {p.tags && p.tags.length > 0 && (
            <Group gap="xs">
              {p.tags.map((tag) => (
                <Badge key={tag} variant="light" color="navy">
                  {tag}
                </Badge>
              ))}
            </Group>
          )}
          <Picture image={postImage(p)} priority />
        </Stack>
        <div style={{ marginTop: 24 }}>
          {p.content.split(/\n\s*\n/).map((block, i) =>
            block.startsWith('## ') ? (
              <Title key={i} order={2} size="h3" mt="xl" mb="sm">
                {block.slice(3)}
              </Title>
            ) : (
              <Text key={i} mt="md" size="lg" lh={1.7}>
                {block}
              </Text>
            ),
          )}
        </div>
        <Anchor component={Link} to={PATHS.blog} fw={600} mt="xl" display="inline-block">
          <span aria-hidden="true">← </span>More articles
        </Anchor>
      </Container>
      <CtaBand
        title="Ready to Start Your Project?"
        text="Get expert advice and a free, no-obligation estimate from our team."
        phoneElement="blog-post-phone"
      />
    </>
  );
}
