import { Grid } from '@mantine/core';
import { BUSINESS } from '#shared/business';
import { EstimateForm } from '../../features/estimate-form/estimate-form';
import { EstimatePitch } from '../estimate-pitch';
import { Section } from '../section';

/** Props of the closing estimate block of an info or area page. */
export interface EstimateSectionProps {
  /** The h2 beside the form. */
  title: string;
  text: string;
  /** Placement id of the phone link in this block (spec §7). */
  phoneElement: string;
  /** Lead source label stored with the request. */
  source?: string;
  /** Element id of the form (for in-page anchors). */
  formId?: string;
  withMessage?: boolean;
  /** Anchor id of the whole section. */
  id?: string;
  tinted?: boolean;
}

const PROMISES = [
  'Free in-home measurement and written estimate',
  `A call back within ${BUSINESS.contactWithin}`,
  'No pressure and no obligation',
];

/** A closing section: a short pitch and phone link beside the reusable estimate form. */
export function EstimateSection({
  title,
  text,
  phoneElement,
  source,
  formId,
  withMessage = false,
  id,
  tinted = true,
}: EstimateSectionProps) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <Section id={id} tinted={tinted}>
      <Grid gap="xl" align="center">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <EstimatePitch
            title={title}
            headingId={headingId}
            text={text}
            points={PROMISES}
            phoneElement={phoneElement}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <EstimateForm titleOrder={3} source={source} id={formId} withMessage={withMessage} />
        </Grid.Col>
      </Grid>
    </Section>
  );
}
