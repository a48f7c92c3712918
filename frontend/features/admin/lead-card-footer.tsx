import { Anchor } from '@mantine/core';
import { Link } from 'react-router-dom';
import { adminLeadPath } from '#shared/routes';
import type { DeliveryRecord } from '#shared/schemas/delivery';
import { deliveryStateText } from './delivery/delivery-text';
import { LeadField } from './lead-field';

/** The end of a dashboard lead card: how its owner notification went, and its own page. */
export function LeadCardFooter({ leadId, delivery }: { leadId: string; delivery?: DeliveryRecord }) {
  return (
    <>
      {delivery && <LeadField label="Delivery" value={deliveryStateText(delivery)} />}
      {/* Padded to a 24 px tap target (WCAG 2.5.8): the cards stand close together. */}
      <Anchor component={Link} to={adminLeadPath(leadId)} size="sm" fw={600} display="inline-block" py={4}>
        Details
      </Anchor>
    </>
  );
}
