import { Button, Group } from '@mantine/core';
import { Link } from 'react-router-dom';
import { PATHS } from '#shared/routes';
import { CallButton } from '../features/phone-tracking/phone-link';

/** A hero's call button, and beside it the page's own estimate form if it has one, else the contact page. */
export function HeroCallActions({
  phoneElement,
  estimateFormId,
}: {
  /** Placement id of the call button (spec §7). */
  phoneElement: string;
  /** Id of the estimate form further down the page. */
  estimateFormId?: string;
}) {
  return (
    <Group>
      <CallButton element={phoneElement} size="lg" color="brick.8" />
      {estimateFormId ? (
        <Button component="a" href={`#${estimateFormId}`} size="lg" variant="outline">
          Get a Free Estimate
        </Button>
      ) : (
        <Button component={Link} to={PATHS.contact} size="lg" variant="outline">
          Contact Us
        </Button>
      )}
    </Group>
  );
}
