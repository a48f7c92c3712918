/**
 * Intrinsic sizes of the SVG illustrations in frontend/public/images and the one helper that
 * builds an {@link ImageRef}. The SVG files declare the same width and height, so a size class
 * is all a module needs to name.
 */
import { BUSINESS } from '#shared/business';
import type { ImageRef } from './types';

/** The size classes every illustration belongs to. */
export const IMAGE_SIZES = {
  /** House scenes, close-ups, product pictures (3:2). */
  scene: { width: 600, height: 400 },
  /** Round or shield badges. */
  badge: { width: 200, height: 200 },
  /** Blog post headers (16:9). */
  blog: { width: 800, height: 450 },
  /** The vinyl styles chart. */
  chart: { width: 800, height: 500 },
  /** The home hero house. */
  hero: { width: 960, height: 640 },
  /** The header logo. */
  logo: { width: 180, height: 40 },
} as const;

/** One of IMAGE_SIZES. */
export type ImageSize = keyof typeof IMAGE_SIZES;

/** An image reference: `src` must be the full public path ("/images/..."). */
export function imageRef(src: `/images/${string}`, alt: string, size: ImageSize = 'scene'): ImageRef {
  return { src, alt, ...IMAGE_SIZES[size] };
}

/** The site logo (house-roof mark and wordmark). */
export const LOGO: ImageRef = imageRef('/images/logo.svg', `${BUSINESS.name} logo`, 'logo');

/** The illustration every blog post without its own picture falls back to. */
export const BLOG_FALLBACK_IMAGE: ImageRef = imageRef(
  '/images/blog/fallback.svg',
  `${BUSINESS.name} blog`,
  'blog',
);

/**
 * The blog's hero picture. Larger on screen than the featured post's picture at every width, so
 * the first screen's main image is part of the prerendered page, not of the list that arrives later.
 */
export const BLOG_HERO_IMAGE: ImageRef = imageRef(
  '/images/blog-hero.svg',
  'Project planning desk: notebook with a house sketch, siding samples and a tape measure',
  'hero',
);
