import { Button, Group, Stack, Text } from '@mantine/core';
import { CallButton } from '../../features/phone-tracking/phone-link';

/** Props of a service page's hero buttons. */
export interface ServiceHeroActionsProps {
  /** Placement id of the call button (spec §7), e.g. 'doors-hero-phone'. */
  phoneElement: string;
  /** Id of the page's estimate form, for the in-page "Get a Free Estimate" link. */
  formId: string;
  /** How long the installation usually takes, e.g. '1-2 days'. */
  installationTime: string;
}

/** The call button, a jump to the estimate form and the usual installation time. */
export function ServiceHeroActions({ phoneElement, formId, installationTime }: ServiceHeroActionsProps) {
  return (
    <Stack gap="md" align="flex-start">
      <Text fw={700} c="navy.9">
        Most installations take {installationTime}.
      </Text>
      <Group gap="sm">
        <CallButton element={phoneElement} size="lg" color="brick.8" />
        <Button component="a" href={`#${formId}`} size="lg" variant="outline" color="navy.9">
          Get a Free Estimate
        </Button>
      </Group>
    </Stack>
  );
}
