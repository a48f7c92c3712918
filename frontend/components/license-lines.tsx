import { LICENSE_LINES } from '#shared/business';

// Its own module: the footers are in every page's first script, LicenseNumbers' Mantine List is not.
/** The licence lines of a footer, one a list item. */
export function LicenseLines({ className }: { className: string }) {
  return (
    <ul className={className} aria-label="Licenses">
      {LICENSE_LINES.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}
