import classes from './frame.module.css';

/** The fixed promotion strip at the very top of every framed page. */
export function PromoBanner() {
  return (
    <div className={classes.promo} role="region" aria-label="Promotion">
      Up to 60 Months With No Interest and No Money Down
    </div>
  );
}
