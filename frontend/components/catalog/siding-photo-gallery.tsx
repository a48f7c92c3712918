import type { ImageRef } from '../../content/types';
import classes from './catalog.module.css';

/** At most this many photos: the first large, then up to four tiles (spec §9). */
export const MAX_SIDING_PHOTOS = 5;

/** A siding type's photos: the first large (the page's main image), up to four more as tiles. */
export function SidingPhotoGallery({ images, label }: { images: readonly ImageRef[]; label: string }) {
  const [main, ...tiles] = images.slice(0, MAX_SIDING_PHOTOS);
  if (!main) return null;
  return (
    <section aria-label={label} className={classes.photos} data-tiles={tiles.length}>
      <img
        src={main.src}
        alt={main.alt}
        width={main.width}
        height={main.height}
        loading="eager"
        fetchPriority="high"
        className={classes.photoMain}
      />
      {tiles.length > 0 && (
        <div className={classes.tiles} data-tiles={tiles.length}>
          {tiles.map((image) => (
            <img
              key={image.src}
              src={image.src}
              alt={image.alt}
              width={image.width}
              height={image.height}
              loading="lazy"
              decoding="async"
              className={classes.photoTile}
            />
          ))}
        </div>
      )}
    </section>
  );
}
