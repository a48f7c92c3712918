import { BUSINESS } from '#shared/business';
import { PATHS } from '#shared/routes';
import { LegalDocument } from '../components/legal/legal-document';
import { PRIVACY_LAST_UPDATED, PRIVACY_SECTIONS } from '../content/legal';
import { Seo } from '../features/seo/seo';
import { StaticHtml } from '../components/static-html';

/** The privacy policy: a contents list beside the policy's sections, then call and contact. */
export function PrivacyPage() {
  return (
    <>
      <Seo
        title="Privacy Policy"
        description={`How ${BUSINESS.name} collects, uses, shares and protects the information you give us on this website and when you request an estimate.`}
        keywords="privacy policy, personal information, cookies, Liberty Home Exteriors"
        path={PATHS.privacy}
      />
      <StaticHtml>
        <LegalDocument
          title="Privacy Policy"
          lastUpdated={PRIVACY_LAST_UPDATED}
          intro={`Your privacy matters to us. This policy explains what information ${BUSINESS.name} collects, how we use it and the choices you have.`}
          sections={PRIVACY_SECTIONS}
          idPrefix="privacy"
          cta={{
            title: 'Questions About Your Privacy?',
            text: 'Call us or send a message and we will answer any question about the information we hold.',
            phoneElement: 'privacy-phone',
            secondaryLabel: 'Contact Us',
          }}
        />
      </StaticHtml>
    </>
  );
}
