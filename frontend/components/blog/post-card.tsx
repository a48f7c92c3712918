/**
 * The blog's post cards. `data-post` names the parts the islands page's script fills in when it
 * draws the list from these cards' prerendered markup (features/blog-list).
 */
import { Anchor, Badge, Card, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { blogPostPath } from '#shared/routes';
import type { BlogPostSummary } from '#shared/schemas/blog';
import { Picture } from '../picture';
import { formatPostDate, postDateTime } from './format-post-date';
import { postImage } from './post-image';

function PostMeta({ post }: { post: BlogPostSummary }) {
  return (
    <Text size="sm" c="dark.5" data-post="meta">
      <time dateTime={postDateTime(post.createdAt)}>{formatPostDate(post.createdAt)}</time>
      {post.author ? ` · ${post.author}` : null}
    </Text>
  );
}

function ReadMore({ post }: { post: BlogPostSummary }) {
  return (
    <Anchor
      component={Link}
      to={blogPostPath(post.slug)}
      fw={700}
      aria-label={`Read More: ${post.title}`}
      data-post="read-more"
    >
      Read More <span aria-hidden="true">→</span>
    </Anchor>
  );
}

/** The newest post, shown large at the top of the blog. */
export function FeaturedPostCard({ post }: { post: BlogPostSummary }) {
  return (
    <Card withBorder padding={0} radius="lg" shadow="sm" component="article">
      <Grid gap={0} align="stretch">
        <Grid.Col span={{ base: 12, md: 6 }}>
          {/* Not the page's priority image: the hero's picture is, as it is in the prerendered page. */}
          <Picture image={postImage(post)} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="sm" p={{ base: 'lg', md: 32 }} justify="center" h="100%">
            <Group gap="xs">
              <Badge color="brick.8">Featured</Badge>
            </Group>
            <PostMeta post={post} />
            <Title order={2} size="h2">
              <Anchor component={Link} to={blogPostPath(post.slug)} c="navy.9" inherit data-post="title">
                {post.title}
              </Anchor>
            </Title>
            {post.excerpt && (
              <Text size="lg" c="dark.6" data-post="excerpt">
                {post.excerpt}
              </Text>
            )}
            <ReadMore post={post} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Card>
  );
}

/** A post in the Recent Articles grid. */
export function PostCard({ post }: { post: BlogPostSummary }) {
  return (
    <Card withBorder padding="lg" radius="md" component="article" h="100%">
      <Card.Section>
        <Picture image={postImage(post)} />
      </Card.Section>
      <Stack gap="xs" mt="md" style={{ flexGrow: 1 }}>
        <PostMeta post={post} />
        <Title order={3} size="h4">
          <Anchor component={Link} to={blogPostPath(post.slug)} c="navy.9" inherit data-post="title">
            {post.title}
          </Anchor>
        </Title>
        {post.excerpt && (
          <Text c="dark.5" data-post="excerpt">
            {post.excerpt}
          </Text>
        )}
      </Stack>
      <Group mt="md">
        <ReadMore post={post} />
      </Group>
    </Card>
  );
}
