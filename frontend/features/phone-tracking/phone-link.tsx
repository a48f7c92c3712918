import { Anchor, Button, type ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { BUSINESS, TEL_HREF } from '../../../shared/business';
import { trackPhoneClick } from './track-phone-click';

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

function useTracker({ element, isHeader = false, page }: PhoneLinkProps) {
  const { pathname } = useLocation();
  return () => trackPhoneClick({ page: page ?? pathname, element, isHeader });
}

/** A text tel: link that records the tap. Every phone link on the site is one of these. */
export function PhoneLink(props: PhoneLinkProps) {
  const track = useTracker(props);
  return (
    <Anchor href={TEL_HREF} onClick={track} className={props.className} aria-label={props['aria-label']}>
      {props.children ?? BUSINESS.phone.display}
    </Anchor>
  );
}

/** A call button (a tel: link styled as a button) that records the tap. */
export function CallButton(props: PhoneLinkProps & Omit<ButtonProps, 'children'>) {
  const { element, isHeader, page, children, className, 'aria-label': ariaLabel, ...buttonProps } = props;
  const track = useTracker({ element, isHeader, page });
  return (
    <Button
      component="a"
      href={TEL_HREF}
      onClick={track}
      className={className}
      aria-label={ariaLabel}
      {...buttonProps}
    >
      {children ?? `Call ${BUSINESS.phone.display}`}
    </Button>
  );
}
