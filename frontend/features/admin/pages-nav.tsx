import { Pagination } from '@mantine/core';
import { PAGE_SIZE } from './admin-api';

/** Page links for a list of `total` rows, PAGE_SIZE a page; nothing while one page holds them all. */
export function PagesNav({
  total,
  page,
  onChange,
  label,
}: {
  total: number;
  page: number;
  onChange: (page: number) => void;
  label: string;
}) {
  if (total <= PAGE_SIZE) return null;
  return (
    <Pagination
      total={Math.ceil(total / PAGE_SIZE)}
      value={page}
      onChange={onChange}
      aria-label={label}
      // The arrow buttons have no text of their own: 'Previous page', 'Next page'.
      getControlProps={(control) => ({ 'aria-label': `${control[0].toUpperCase()}${control.slice(1)} page` })}
    />
  );
}
