import { HOME_PARTNER_LOGOS } from '../../content/partners';
import { Section } from '../section';
import classes from './partner-strip.module.css';

/** The strip of ten certification and partner marks under the home hero. */
export function PartnerStrip() {
  return (
    <Section id="partners" title="Certified, Accredited and Trusted" size="xl">
      <ul className={classes.list}>
        {HOME_PARTNER_LOGOS.map((logo) => (
          <li key={logo.src}>
            <img src={logo.src} alt={logo.alt} width={logo.width} height={logo.height} loading="lazy" />
          </li>
        ))}
      </ul>
    </Section>
  );
}
