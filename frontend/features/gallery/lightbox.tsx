import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import type { GalleryProject } from '../../content/types';
import classes from './gallery.module.css';
import type { LightboxState } from './use-lightbox';

/** Props of the full-screen project viewer. */
export interface LightboxProps {
  /** The filtered list the viewer moves through. */
  projects: readonly GalleryProject[];
  state: LightboxState;
}

/**
 * A full-screen dialog showing one project: picture, title, location and description, with
 * Previous and Next (wrapping) and Close. Escape closes; the arrow keys move. Focus returns to
 * the tile that opened it (Mantine's returnFocus).
 */
export function Lightbox({ projects, state }: LightboxProps) {
  const project = projects[state.index];
  useWindowEvent('keydown', (event) => {
    if (!state.opened) return;
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      state.next();
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      state.previous();
    }
  });
  if (!project) return null;
  return (
    <Modal.Root
      opened={state.opened}
      onClose={state.close}
      fullScreen
      // Above the fixed promo banner and header (z-index 210 and 200).
      zIndex={300}
      transitionProps={{ transition: 'fade', duration: 150 }}
      classNames={{
        content: classes.lightboxContent,
        header: classes.lightboxHeader,
        title: classes.lightboxTitle,
        close: classes.lightboxClose,
        body: classes.lightboxBody,
      }}
    >
      <Modal.Overlay />
      <Modal.Content>
        {/* role="none": a <header> here would be a second banner landmark on the page. */}
        <Modal.Header role="none">
          <Modal.Title>{project.title}</Modal.Title>
          <Modal.CloseButton aria-label="Close" size="lg" />
        </Modal.Header>
        <Modal.Body>
          <Stack gap="md" className={classes.lightboxStage}>
            <img
              key={project.id}
              src={project.src}
              alt={project.alt}
              width={project.width}
              height={project.height}
              className={classes.lightboxImage}
            />
            <div className={classes.lightboxText}>
              <Text fw={700} c="navy.1">
                {project.location}
              </Text>
              <Text c="gray.2" mt={4}>
                {project.description}
              </Text>
            </div>
            <Group justify="space-between" wrap="nowrap" className={classes.lightboxNav}>
              <Button
                variant="white"
                color="navy"
                onClick={state.previous}
                leftSection={<span aria-hidden="true">←</span>}
              >
                Previous
              </Button>
              <Text c="gray.3" size="sm" aria-live="polite">
                {state.index + 1} of {projects.length}
              </Text>
              <Button
                variant="white"
                color="navy"
                onClick={state.next}
                rightSection={<span aria-hidden="true">→</span>}
              >
                Next
              </Button>
            </Group>
          </Stack>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
