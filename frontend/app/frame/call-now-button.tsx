import { useEffect, useRef, useState } from 'react';
import { CallButton } from '../../features/phone-tracking/phone-link';
import { BUSINESS } from '#shared/business';
import classes from './frame.module.css';
import { CALL_DOCK_ATTRIBUTE, stepAsideForForms } from './step-aside-for-forms';

/** The floating call button at the bottom right of every page; it steps aside for forms. */
export function CallNowButton() {
  const dock = useRef<HTMLElement>(null);
  const [hidden, setHidden] = useState(false);
  useEffect(() => (dock.current ? stepAsideForForms(dock.current, setHidden) : undefined), []);
  // In its own landmark, so every piece of the page belongs to one. Hidden, it is out of sight,
  // of the tab order and of the accessibility tree (inert plus visibility: hidden).
  return (
    <aside
      ref={dock}
      aria-label="Call us"
      {...{ [CALL_DOCK_ATTRIBUTE]: '' }}
      className={classes.callNowDock}
      data-hidden={hidden || undefined}
      inert={hidden}
    >
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
