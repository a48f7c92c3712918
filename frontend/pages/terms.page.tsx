import { BUSINESS } from '#shared/business';
import { PATHS } from '#shared/routes';
import { LegalDocument } from '../components/legal/legal-document';
import { TERMS_LAST_UPDATED, TERMS_SECTIONS } from '../content/legal';
import { Seo } from '../features/seo/seo';
import { StaticHtml } from '../components/static-html';

/** The terms of service: a contents list beside the fourteen sections, then call and a free estimate. */
export function TermsPage() {
  return (
    <>
      <Seo
        title="Terms of Service"
        description={`The terms that govern the services of ${BUSINESS.name} and the use of this website: estimates, payment, warranties, cancellation and more.`}
        keywords="terms of service, estimates, payment terms, warranties, cancellation, Liberty Home Exteriors"
        path={PATHS.terms}
      />
      <StaticHtml>
        <LegalDocument
          title="Terms of Service"
          lastUpdated={TERMS_LAST_UPDATED}
          intro={`Please read these terms before using our website or hiring ${BUSINESS.name}. Your written project contract sets out the details of your own job.`}
          sections={TERMS_SECTIONS}
          idPrefix="terms"
          cta={{
            title: 'Questions About These Terms?',
            text: 'Call us to talk them through, or request your free, no-obligation estimate.',
            phoneElement: 'terms-phone',
            secondaryLabel: 'Get Free Estimate',
          }}
        />
      </StaticHtml>
    </>
  );
}
