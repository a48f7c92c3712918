import { Button, Group, SimpleGrid, Text } from '@mantine/core';
import { useState } from 'react';
import { GALLERY_CATEGORIES, galleryProjectsFor } from '../../content/gallery';
import type { GalleryFilter } from '../../content/types';
import classes from './gallery.module.css';
import { Lightbox } from './lightbox';
import { useLightbox } from './use-lightbox';
import { useDisabledUntilHydrated } from '../../lib/use-hydrated';
import { island } from '../../islands/island';

type FilterValue = GalleryFilter['value'];

const CATEGORY_LABEL = Object.fromEntries(GALLERY_CATEGORIES.map((c) => [c.value, c.label])) as Record<
  FilterValue,
  string
>;

/**
 * The project gallery: category filter buttons (starting at all), the matching projects as
 * tiles, and a full-screen lightbox that moves through the filtered list.
 */
export function GalleryGridBody() {
  const [filter, setFilter] = useState<FilterValue>('all');
  const projects = galleryProjectsFor(filter);
  const lightbox = useLightbox(projects.length);
  const untilHydrated = useDisabledUntilHydrated();

  return (
    <>
      <Group justify="center" gap="sm" role="group" aria-label="Filter projects by category" mb="md">
        {GALLERY_CATEGORIES.map((category) => {
          const active = category.value === filter;
          return (
            <Button
              key={category.value}
              variant={active ? 'filled' : 'outline'}
              color="navy"
              radius="xl"
              aria-pressed={active}
              {...untilHydrated}
              onClick={() => setFilter(category.value)}
            >
              {category.label}
            </Button>
          );
        })}
      </Group>
      <Text ta="center" c="dark.5" mb="lg" aria-live="polite">
        Showing {projects.length} {projects.length === 1 ? 'project' : 'projects'}
      </Text>
      <SimpleGrid
        component="ul"
        cols={{ base: 1, sm: 2, md: 3 }}
        spacing="lg"
        className={classes.grid}
        aria-label="Projects"
      >
        {projects.map((project, index) => (
          <li key={project.id}>
            {/* A plain button: a dozen tiles of Mantine's UnstyledButton were a dozen more
                components to hydrate, for a reset the tile's own class does. */}
            <button
              type="button"
              className={`mantine-focus-auto ${classes.tile}`}
              onClick={() => lightbox.open(index)}
              aria-label={`${project.title}, ${project.location}`}
              aria-haspopup="dialog"
              {...untilHydrated}
            >
              <img
                src={project.src}
                alt={project.alt}
                width={project.width}
                height={project.height}
                loading="lazy"
                decoding="async"
                className={classes.tileImage}
              />
              <span className={classes.tileCaption}>
                <span className={classes.tileCategory}>{CATEGORY_LABEL[project.category]}</span>
                <span className={classes.tileTitle}>{project.title}</span>
                <span className={classes.tileLocation}>{project.location}</span>
              </span>
            </button>
          </li>
        ))}
      </SimpleGrid>
      <Lightbox projects={projects} state={lightbox} />
    </>
  );
}

/** The gallery as its page places it: an island of its own where the page boots as islands. */
export const GalleryGrid = island('gallery-grid', GalleryGridBody);
