/**
 * The ratings strip's markup: our Google and Facebook ratings, one line from a review and a link
 * to the reviews. Text only (the stars are characters), so it costs no download beside the form.
 */
import { Anchor } from '@mantine/core';
import { Link } from 'react-router-dom';
import { BUSINESS } from '#shared/business';
import { PATHS } from '#shared/routes';
import { SHORT_QUOTE } from '../../content/testimonials';
import classes from './ratings-strip.module.css';

export function RatingsStripMarkup() {
  return (
    <section aria-label="Customer ratings" className={classes.strip}>
      <p className={classes.ratings}>
        <span className={classes.stars} aria-hidden="true">
          ★★★★★
        </span>
        <span>
          <strong>{BUSINESS.googleRating}</strong> on Google
        </span>
        <span>
          <strong>{BUSINESS.facebookRating}</strong> on Facebook
        </span>
      </p>
      <figure className={classes.quote}>
        <blockquote>“{SHORT_QUOTE.text}”</blockquote>
        <figcaption>— {SHORT_QUOTE.author}</figcaption>
      </figure>
      <Anchor component={Link} to={PATHS.testimonials} fw={600} className={classes.link}>
        Read our reviews
      </Anchor>
    </section>
  );
}
