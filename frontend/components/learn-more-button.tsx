import { Button, type ButtonProps, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router-dom';

/**
 * A card's "Learn more" link. The words after it stay off screen (the card's title says them) but
 * belong to the link's text, so a screen reader's link list and a search engine both know where
 * each of the identical-looking buttons leads.
 */
export function LearnMoreButton({ to, topic, ...props }: { to: string; topic: string } & ButtonProps) {
  return (
    <Button component={Link} to={to} variant="light" {...props}>
      Learn more<VisuallyHidden> about {topic}</VisuallyHidden>
    </Button>
  );
}
