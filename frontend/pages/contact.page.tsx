import { Button, Grid } from '@mantine/core';
import { BUSINESS } from '#shared/business';
import { PATHS } from '#shared/routes';
import { ContactMethods } from '../components/contact/contact-methods';
import { OfficeMap } from '../components/contact/office-map';
import { ServiceCounties } from '../components/contact/service-counties';
import { CtaBand } from '../components/cta-band';
import { PageHero } from '../components/page-section';
import { Section } from '../components/section';
import { EstimateForm } from '../features/estimate-form/estimate-form';
import { Seo } from '../features/seo/seo';
import { StaticHtml } from '../components/static-html';

const FORM_ID = 'contact-form';

/** The contact page: phone, office, hours, the areas we serve, the estimate form and a map. */
export function ContactPage() {
  return (
    <>
      <Seo
        title="Contact Us"
        description={`Call ${BUSINESS.phone.display} or request a free in-home estimate online. ${BUSINESS.name}, Jersey City, NJ. We contact you within ${BUSINESS.contactWithin}.`}
        keywords="contact Liberty Home Exteriors, free estimate, Jersey City contractor, windows siding doors roofing NJ"
        path={PATHS.contact}
      />
      <StaticHtml>
        <PageHero
          title="Contact Us"
          actions={
            <Button component="a" href={`#${FORM_ID}`} size="lg" color="brick.8" w="fit-content">
              Request a Free Estimate
            </Button>
          }
        >
          {`Questions about windows, siding, doors or roofing? Call us or send the form, and we will contact you within ${BUSINESS.contactWithin} to set up your free in-home estimate.`}
        </PageHero>
        <ContactMethods />
      </StaticHtml>
      <Section tinted>
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <EstimateForm withMessage id={FORM_ID} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <ServiceCounties />
          </Grid.Col>
        </Grid>
      </Section>
      <StaticHtml>
        <OfficeMap />
        <CtaBand
          title="Ready for Your Free Estimate?"
          text="Call now to talk to a project consultant, or fill in the form and we will call you."
          phoneElement="contact-cta-phone"
          secondaryHref={`#${FORM_ID}`}
          secondaryLabel="Fill In the Form"
        />
      </StaticHtml>
    </>
  );
}
