import { Text } from '@mantine/core';
import { BUSINESS } from '#shared/business';

/** The text-message consent shown under the booking form (spec §2). */
export function SmsConsent() {
  return (
    <Text size="xs" c="dimmed">
      By booking a call you agree to receive text messages from {BUSINESS.name} about your consultation at the
      phone number provided. Message frequency varies. Message and data rates may apply. Reply HELP for help
      and STOP to cancel. Consent is not a condition of purchase.
    </Text>
  );
}
