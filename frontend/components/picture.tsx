import type { ImageRef } from '../content/types';

/** Props of a content picture. */
export interface PictureProps {
  image: ImageRef;
  /** The page's main (LCP) image: loaded eagerly with high priority. Only one per page. */
  priority?: boolean;
  className?: string;
  /** Override the alt text (e.g. '' when a caption beside it already says it). */
  alt?: string;
}

/** A content image with its intrinsic size (no layout shift) and lazy loading below the fold. */
export function Picture({ image, priority = false, className, alt }: PictureProps) {
  return (
    <img
      src={image.src}
      alt={alt ?? image.alt}
      width={image.width}
      height={image.height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      className={className}
      style={{ display: 'block', width: '100%', height: 'auto', borderRadius: 8 }}
    />
  );
}
