import type { ReactNode } from 'react';
import classes from './honeypot.module.css';

/** Holds a field people never see or reach; bots fill it and their posts are quietly dropped. */
export function Honeypot({ children }: { children: ReactNode }) {
  return (
    <div className={classes.honeypot} inert aria-hidden="true">
      {children}
    </div>
  );
}
