import { Anchor, Button, type ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { BUSINESS, TEL_HREF } from '#shared/business';
import { TRACK_ATTRS } from './track-phone-click';

/** Props shared by both looks of a phone link. */
interface PhoneLinkProps {
  /** Placement id recorded with the click (spec §7), e.g. 'header-phone'. */
  element: string;
  /** Whether the link sits in the site header. */
  isHeader?: boolean;
  /** Page recorded with the click; defaults to the current path. */
  page?: string;
  children?: ReactNode;
  className?: string;
  'aria-label'?: string;
}

/** Underlined where it sits in a sentence whose text colour is too close to a link's (axe's link-in-text-block). */
type TextLinkProps = PhoneLinkProps & { underline?: 'always' };

/** What the document's click listener (listenForPhoneClicks) reads to record the tap. */
function trackingAttrs({ element, isHeader = false, page }: PhoneLinkProps): Record<string, string> {
  return {
    [TRACK_ATTRS.element]: element,
    [TRACK_ATTRS.isHeader]: String(isHeader),
    ...(page ? { [TRACK_ATTRS.page]: page } : {}),
  };
}

/** A text tel: link that records the tap. Every phone link on the site is one of these. */
export function PhoneLink(props: TextLinkProps) {
  return (
    <Anchor
      href={TEL_HREF}
      className={props.className}
      aria-label={props['aria-label']}
      underline={props.underline}
      {...trackingAttrs(props)}
    >
      {props.children ?? BUSINESS.phone.display}
    </Anchor>
  );
}

/** A call button (a tel: link styled as a button) that records the tap. */
export function CallButton(props: PhoneLinkProps & Omit<ButtonProps, 'children'>) {
  const { element, isHeader, page, children, className, 'aria-label': ariaLabel, ...buttonProps } = props;
  return (
    <Button
      component="a"
      href={TEL_HREF}
      {...trackingAttrs({ element, isHeader, page })}
      className={className}
      aria-label={ariaLabel}
      {...buttonProps}
    >
      {children ?? `Call ${BUSINESS.phone.display}`}
    </Button>
  );
}
