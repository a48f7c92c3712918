import { Grid } from '@mantine/core';
import { BUSINESS } from '#shared/business';
import type { ServiceValue } from '#shared/options';
import { FINANCING_TERMS } from '../../content/facts';
import { EstimateForm } from '../../features/estimate-form/estimate-form';
import { EstimatePitch } from '../estimate-pitch';
import { RatingsStrip } from '../ratings/ratings-strip';
import { Section } from '../section';

/** Props of the estimate block that closes a service page. */
export interface LeadFormSectionProps {
  title: string;
  text: string;
  /** Id of the form (target of the hero's "Get a Free Estimate" link). */
  formId: string;
  /** Placement id of the phone link beside the form. */
  phoneElement: string;
  /** Grey background (default), to set it apart from a white section above. */
  tinted?: boolean;
  /** The page's service, chosen in the form from the start. */
  service: ServiceValue;
}

const REASSURANCES = [
  'Free in-home estimate with no obligation',
  `We contact you within ${BUSINESS.contactWithin}`,
  `Financing ${FINANCING_TERMS.summary} (subject to credit approval)`,
  `${BUSINESS.yearsOfExperience} years of experience and ${BUSINESS.customers} customers`,
];

/** Why to ask for an estimate, with our ratings, and the estimate form beside it. */
export function LeadFormSection({
  title,
  text,
  formId,
  phoneElement,
  tinted = true,
  service,
}: LeadFormSectionProps) {
  return (
    <Section tinted={tinted}>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <EstimatePitch title={title} text={text} points={REASSURANCES} phoneElement={phoneElement}>
            <RatingsStrip />
          </EstimatePitch>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <EstimateForm id={formId} titleOrder={3} service={service} />
        </Grid.Col>
      </Grid>
    </Section>
  );
}
