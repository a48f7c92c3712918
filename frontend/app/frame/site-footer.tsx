import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { BUSINESS, LICENSE_LINES } from '#shared/business';
import { PATHS } from '#shared/routes';
import { PhoneLink } from '../../features/phone-tracking/phone-link';
import classes from './frame.module.css';
import { FOOTER_GROUPS } from '../../content/nav-links';

/** The footer: link groups, contact details, the copyright line and the contractor licences. */
export function SiteFooter() {
  const a = BUSINESS.address;
  return (
    <footer className={classes.footer}>
      <div className={classes.footerGrid}>
        {FOOTER_GROUPS.map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <h2 className={classes.footerTitle}>{group.title}</h2>
            <ul className={classes.footerList}>
              {group.links.map((link) => (
                <li key={link.path}>
                  <Anchor component={Link} to={link.path} className={classes.footerLink}>
                    {link.label}
                  </Anchor>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={classes.footerTitle}>
            Contact Info
          </h2>
          <address className={classes.footerAddress}>
            <strong>{BUSINESS.name}</strong>
            <br />
            {a.street}
            <br />
            {a.city}, {a.state} {a.zip}
            <br />
            <PhoneLink element="footer-phone" className={classes.footerLink}>
              {BUSINESS.phone.display}
            </PhoneLink>
            <br />
            <Anchor component={Link} to={PATHS.contact} className={classes.footerLink}>
              Contact Us
            </Anchor>
          </address>
        </section>
      </div>
      <Text className={classes.copyright}>
        © {BUSINESS.copyrightYear} {BUSINESS.name}. All rights reserved.
      </Text>
      <ul className={classes.licenses} aria-label="Licenses">
        {LICENSE_LINES.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </footer>
  );
}
