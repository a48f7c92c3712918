import { Button, Group } from '@mantine/core';
import { Link } from 'react-router-dom';
import { BUSINESS } from '#shared/business';
import { PATHS } from '#shared/routes';
import { AboutStory } from '../components/about/about-story';
import { CertificationLogos } from '../components/about/certification-logos';
import { BenefitGrid } from '../components/benefit-grid';
import { CtaBand } from '../components/cta-band';
import { PageHero } from '../components/page-section';
import { Section } from '../components/section';
import { ABOUT_INTRO, ABOUT_VALUES } from '../content/about';
import { CallButton } from '../features/phone-tracking/phone-link';
import { Seo } from '../features/seo/seo';
import { StaticHtml } from '../components/static-html';

/** The about page: our story since 1978, our values and our certifications. */
export function AboutPage() {
  return (
    <>
      <Seo
        title="About Us"
        description={`${BUSINESS.name} has improved homes in New Jersey and New York since ${BUSINESS.foundedYear}: ${BUSINESS.yearsOfExperience} years, ${BUSINESS.customers} customers and an ${BUSINESS.bbbRating} BBB rating.`}
        keywords="about Liberty Home Exteriors, family-owned contractor NJ, certified siding installers, Jersey City home improvement"
        path={PATHS.about}
      />
      <StaticHtml>
        <PageHero
          title={ABOUT_INTRO.title}
          actions={
            <Group gap="sm">
              <CallButton element="about-phone-cta" size="lg" color="brick.8" />
              <Button component={Link} to={PATHS.contact} size="lg" variant="outline" color="navy.9">
                Contact Us
              </Button>
            </Group>
          }
        >
          {ABOUT_INTRO.subtitle}
        </PageHero>
        <AboutStory />
        <Section id="values" title="What We Stand For" tinted>
          <BenefitGrid items={ABOUT_VALUES} columns={3} />
        </Section>
        <CertificationLogos />
        <CtaBand
          title="Let's Talk About Your Home"
          text={`Call us or send a message, and a project consultant will get back to you within ${BUSINESS.contactWithin}.`}
          phoneElement="about-cta-phone"
          secondaryLabel="Contact Us"
        />
      </StaticHtml>
    </>
  );
}
