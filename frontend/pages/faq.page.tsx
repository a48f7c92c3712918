import { PATHS } from '../../shared/routes';
import { PageHero } from '../components/page-section';
import { Seo } from '../features/seo/seo';

/** Frequently Asked Questions. */
export function FaqPage() {
  return (
    <>
      <Seo
        title={`Frequently Asked Questions`}
        description={`Answers about windows, siding, doors, roofing, warranties and financing.`}
        path={PATHS.faq}
      />
      <PageHero title="Frequently Asked Questions">{`Answers about windows, siding, doors, roofing, warranties and financing.`}</PageHero>
    </>
  );
}
