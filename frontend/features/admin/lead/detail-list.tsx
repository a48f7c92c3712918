import { Fragment, type ReactNode } from 'react';
import classes from './detail-list.module.css';

/** One labelled value; empty values are left out. */
export interface DetailItem {
  label: string;
  value: ReactNode;
}

/** A description list: labels beside their values on wide screens, above them on phones. */
export function DetailList({ items }: { items: readonly DetailItem[] }) {
  const shown = items.filter((i) => i.value !== undefined && i.value !== null && i.value !== '');
  return (
    <dl className={classes.list}>
      {shown.map((item) => (
        <Fragment key={item.label}>
          <dt className={classes.label}>{item.label}</dt>
          <dd className={classes.value}>{item.value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

/** A yes/no answer in words. */
export const yesNo = (value: boolean | undefined) => (value === undefined ? undefined : value ? 'Yes' : 'No');
