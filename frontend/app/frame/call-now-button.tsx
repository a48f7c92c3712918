import { CallButton } from '../../features/phone-tracking/phone-link';
import { BUSINESS } from '../../../shared/business';
import classes from './frame.module.css';

/** The floating call button at the bottom right of every page. */
export function CallNowButton() {
  // In its own landmark, so every piece of the page belongs to one.
  return (
    <aside aria-label="Call us">
      <CallButton
        element="fixed-call-btn"
        className={classes.callNow}
        color="brick.7"
        size="md"
        radius="xl"
        aria-label={`Call Now ${BUSINESS.phone.display}`}
      >
        Call Now
      </CallButton>
    </aside>
  );
}
