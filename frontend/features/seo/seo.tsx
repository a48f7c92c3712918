import { useEffect } from 'react';
import { BUSINESS } from '#shared/business';
import { applyHeadToDocument, type HeadData } from './head-data';
import { useHeadCollector } from './head-collector';
import { absoluteUrl } from './site-url';
import { businessJsonLd } from './structured-data';

/** A page's head: title, description, keywords, robots, canonical and structured data. */
export interface SeoProps {
  title: string;
  description: string;
  /** Site path of the canonical URL. */
  path: string;
  keywords?: string;
  robots?: string;
  /** Records beyond the business record, which every page carries. */
  jsonLd?: object[];
  /** HTTP status of the prerendered page. */
  status?: number;
  /** Send the visitor on to this path by a full page load (also without JavaScript). */
  redirectTo?: string;
}

/** Declares the page's head; renders nothing. */
export function Seo({
  title,
  description,
  path,
  keywords,
  robots,
  jsonLd = [],
  status,
  redirectTo,
}: SeoProps) {
  const head: HeadData = {
    title: title.includes(BUSINESS.name) ? title : `${title} | ${BUSINESS.name}`,
    description,
    keywords,
    robots,
    canonical: absoluteUrl(path),
    jsonLd: [businessJsonLd(), ...jsonLd],
    redirectTo,
  };
  useHeadCollector()?.report(head, status);
  const key = JSON.stringify(head);
  useEffect(() => {
    applyHeadToDocument(JSON.parse(key) as HeadData);
  }, [key]);
  return null;
}
