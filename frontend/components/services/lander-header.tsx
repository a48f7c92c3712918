import { Container } from '@mantine/core';
import { Link } from 'react-router-dom';
import { BUSINESS } from '#shared/business';
import { PATHS } from '#shared/routes';
import { PhoneLink } from '../../features/phone-tracking/phone-link';
import classes from './lander-header.module.css';

/**
 * The brand at the top of a booking lander (the site header is hidden there): the logo, linking
 * home, and the phone number. No site navigation, so the page keeps its one goal.
 */
export function LanderHeader() {
  return (
    <header className={classes.header}>
      <Container size="lg" className={classes.row}>
        <Link to={PATHS.home} className={classes.logo} aria-label={`${BUSINESS.name} home`}>
          <img src="/images/logo.svg" alt="" width="180" height="40" />
        </Link>
        <PhoneLink element="lander-header-phone" isHeader className={classes.phone} />
      </Container>
    </header>
  );
}
