import { PATHS } from '#shared/routes';
import { BenefitGrid } from '../components/benefit-grid';
import { CtaBand } from '../components/cta-band';
import { PartnerGrid } from '../components/info/partner-grid';
import { PageHero } from '../components/page-section';
import { Section } from '../components/section';
import {
  CERTIFICATION_PARTNERS,
  MANUFACTURER_PARTNERS,
  MEDIA_PARTNERS,
  PARTNER_BENEFITS,
  SERVICE_PARTNERS,
} from '../content/partners';
import { Seo } from '../features/seo/seo';
import { StaticHtml } from '../components/static-html';
import { HeroCallActions } from '../components/hero-call-actions';

/** Our Partners & Certifications: certifying bodies, manufacturers, service and media partners. */
export function PartnersPage() {
  return (
    <>
      <Seo
        title="Partners & Certifications"
        description="The certifications, manufacturers, service partners and community groups behind our window, siding, door and roofing work in New Jersey and New York."
        keywords="certified siding installer, preferred roofing contractor, BBB A+ contractor, lead-safe certified firm, ENERGY STAR windows"
        path={PATHS.partners}
      />
      <StaticHtml>
        <PageHero
          title="Our Partners & Certifications"
          actions={<HeroCallActions phoneElement="partners-phone" />}
        >
          Certified installers, trusted manufacturers and accountable partners stand behind every window,
          door, siding and roofing project we complete.
        </PageHero>
        <Section
          id="certification-partners"
          title="Certifications & Associations"
          subtitle="The organizations that train, certify and hold us to their standards."
          tinted
        >
          <PartnerGrid partners={CERTIFICATION_PARTNERS} />
        </Section>
        <Section
          id="manufacturer-partners"
          title="Manufacturer Partners"
          subtitle="The product makers whose windows, siding, doors and roofing we install."
        >
          <PartnerGrid partners={MANUFACTURER_PARTNERS} />
        </Section>
        <Section
          id="service-partners"
          title="Service Partners"
          subtitle="Specialists who support your project from financing to cleanup."
          tinted
        >
          <PartnerGrid partners={SERVICE_PARTNERS} />
        </Section>
        <Section
          id="media-partners"
          title="Media & Community Partners"
          subtitle="Where homeowners find us, review us and meet us in person."
        >
          <PartnerGrid partners={MEDIA_PARTNERS} />
        </Section>
        <Section id="partner-benefits" title="What Our Partnerships Mean for You" tinted>
          <BenefitGrid items={PARTNER_BENEFITS} />
        </Section>
        <CtaBand
          title="Work With a Certified Contractor"
          text="Talk to our team about your project or request a free in-home estimate."
          phoneElement="partners-cta-phone"
          secondaryLabel="Contact Us"
        />
      </StaticHtml>
    </>
  );
}
