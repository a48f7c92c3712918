/**
 * The shapes of the site's static content (spec §3 "Static content"). Every picture is an
 * {@link ImageRef}: a public path plus alt text and intrinsic size, so pages can reserve space.
 * Records that *are* a picture (a partner logo, a gallery project) carry the ImageRef fields flat.
 */

/** Exactly four items (checked by the compiler). */
export type Four<T> = [T, T, T, T];
/** Exactly six items (checked by the compiler). */
export type Six<T> = [T, T, T, T, T, T];

/** A picture under /images: its path, alt text and intrinsic pixel size. */
export interface ImageRef {
  /** Public path, always starting with "/images/". */
  src: string;
  /** Alt text; describes the picture, never empty. */
  alt: string;
  width: number;
  height: number;
}

/** One question and its answer (accordion item). */
export interface FaqItem {
  question: string;
  answer: string;
}

/** A titled group of FAQ items, addressable by anchor id on the FAQ page. */
export interface FaqSection {
  /** Anchor id: the FAQ page links to `#${id}`. */
  id: 'general' | 'windows' | 'siding' | 'doors' | 'roofing' | 'warranties';
  title: string;
  items: FaqItem[];
}

/** A service teaser card linking to a service page. */
export interface ServiceCard {
  title: string;
  subtitle: string;
  description: string;
  image: ImageRef;
  /** Site path, from shared/routes PATHS. */
  link: string;
  /** Short highlight shown on the card. */
  badge: string;
}

/** A partner or certification mark shown as an image (our own text-based badge artwork). */
export type PartnerLogo = ImageRef;

/** A product option on the siding or doors page. */
export interface FeatureItem {
  title: string;
  description: string;
  image: ImageRef;
  features: Four<string>;
}
/** A siding option on the siding page. */
export type SidingItem = FeatureItem;
/** A door option on the doors page. */
export type DoorItem = FeatureItem;

/** A titled benefit, material or value block. */
export interface Benefit {
  title: string;
  description: string;
}

/** One step of a numbered process. */
export interface ProcessStep {
  title: string;
  description: string;
}

/** Heading and lead sentence of a page hero. */
export interface PageIntro {
  title: string;
  subtitle: string;
}

/** A titled block of copy with optional bullet points. */
export interface CopyBlock {
  title: string;
  text: string;
  points?: string[];
}

/** A customer review. */
export interface Testimonial {
  name: string;
  /** Town and state, e.g. "Montclair, NJ". */
  location: string;
  rating: 1 | 2 | 3 | 4 | 5;
  text: string;
  service: string;
  /** ISO date (YYYY-MM-DD) of the review. */
  date: string;
}

/** A headline figure with its label ("98%" / "Customer Satisfaction"). */
export interface Stat {
  number: string;
  label: string;
}

/** A review site and our rating there. */
export interface ReviewPlatform {
  name: string;
  rating: string;
  description: string;
}

/** The gallery's project categories. */
export type GalleryCategory = 'windows' | 'siding' | 'doors' | 'roofing';

/** A finished project in the gallery; the record is its own picture. */
export interface GalleryProject extends ImageRef {
  id: string;
  category: GalleryCategory;
  title: string;
  description: string;
  location: string;
}

/** A gallery filter button. */
export interface GalleryFilter {
  value: 'all' | GalleryCategory;
  label: string;
}

/** A card with a term: a financing plan, or a kind of warranty coverage. */
export interface TermCard {
  title: string;
  /** How long it lasts, shown as a badge. */
  duration: string;
  description: string;
  /** What it includes or covers. */
  features: string[];
}

/** A worked monthly-payment example. */
export interface FinancingExample {
  /** Project cost in whole dollars. */
  projectCost: number;
  /** Monthly payment in whole dollars (rounded up). */
  monthlyPayment: number;
  months: number;
  /** Annual percentage rate, in percent. */
  apr: number;
}

/** A row of the per-product warranty table. */
export interface ProductWarranty {
  product: string;
  manufacturer: string;
  materialWarranty: string;
  installationWarranty: string;
  features: string[];
}

/** An organisation we work with. */
export interface Partner {
  name: string;
  logo: ImageRef;
  description: string;
  benefits: string[];
}

/** The six siding catalog keys (the :type of /catalog/siding/:type). */
export type SidingTypeId =
  | 'vinyl-siding'
  | 'aluminum-siding'
  | 'fiber-cement-engineered-wood-siding'
  | 'decorative-stone-siding'
  | 'steel-siding'
  | 'siding-trims-accessories';

/** A card of the siding catalog list. */
export interface SidingCategory {
  id: SidingTypeId;
  name: string;
  description: string;
  image: ImageRef;
}

/** A siding brand we install, on a siding type page. */
export interface SidingBrand {
  name: string;
  description: string;
  features: string[];
}

/** A siding catalog detail page. */
export interface SidingType {
  name: string;
  description: string;
  /** The first is shown large, up to four more as tiles. */
  images: ImageRef[];
  /** A chart of the available profiles; only vinyl has one. */
  stylesChart?: ImageRef;
  benefits: Six<string>;
  brands: SidingBrand[];
  styles: string[];
}

/** A link on the site map page. */
export interface SitemapLink {
  name: string;
  path: string;
  description: string;
}

/** Icon keys the site map page knows how to draw. */
export type SitemapIcon = 'home' | 'window' | 'siding' | 'door' | 'roof';

/** A group of site map links. */
export interface SitemapGroup {
  title: string;
  icon: SitemapIcon;
  links: SitemapLink[];
}

/** An outside website we point to (opened in a new tab). */
export interface ExternalResource {
  name: string;
  url: string;
  description: string;
}

/** A link with its visible label (menus, the site map's popular searches). */
export interface PageLink {
  label: string;
  path: string;
}

/** One benefit of a window type; `desc` is the spec's field name. */
export interface WindowTypeBenefit {
  title: string;
  desc: string;
}

/** A window type detail page (/window-installation/:type). */
export interface WindowType {
  slug: string;
  title: string;
  subtitle: string;
  description: string;
  image: ImageRef;
  features: Six<string>;
  benefits: Four<WindowTypeBenefit>;
}

/** A city or neighbourhood we serve. */
export interface City {
  name: string;
  slug: string;
}

/** Two-letter code of a state we serve. */
export type ServiceStateCode = 'NJ' | 'NY';

/** A county (or borough) we serve, with its cities. */
export interface ServiceArea {
  name: string;
  slug: string;
  state: ServiceStateCode;
  stateName: 'New Jersey' | 'New York';
  cities: City[];
}

/** What a county page says about its area. */
export interface AreaCopy {
  /** One or two sentences about the area. */
  description: string;
  /** Local facts that matter to a homeowner (housing stock, weather). */
  localFacts: string[];
}

/** The name, type and description a service page declares in structured data. */
export interface ServiceStructuredData {
  name: string;
  serviceType: string;
  description: string;
  /** The page's path. */
  path: string;
}

/** A section of the privacy policy or the terms of service. */
export interface LegalSection {
  /** Anchor id. */
  id: string;
  title: string;
  paragraphs: string[];
  /** Bullet points shown after the paragraphs. */
  list?: string[];
}
