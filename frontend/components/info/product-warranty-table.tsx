import { List, Table } from '@mantine/core';
import type { ProductWarranty } from '../../content/types';

/** The per-product warranty table; scrolls sideways inside its own box on narrow screens. */
export function ProductWarrantyTable({
  rows,
  caption,
}: {
  rows: readonly ProductWarranty[];
  caption: string;
}) {
  return (
    <Table.ScrollContainer minWidth={760} type="native" tabIndex={0} role="region" aria-label={caption}>
      <Table striped withTableBorder verticalSpacing="md" horizontalSpacing="md" captionSide="top">
        <Table.Caption c="dark.5" fz="sm" ta="left">
          {caption}
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Product</Table.Th>
            <Table.Th scope="col">Manufacturer</Table.Th>
            <Table.Th scope="col">Material Warranty</Table.Th>
            <Table.Th scope="col">Installation Warranty</Table.Th>
            <Table.Th scope="col">Features</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.product}>
              <Table.Th scope="row">{row.product}</Table.Th>
              <Table.Td>{row.manufacturer}</Table.Td>
              <Table.Td fw={600}>{row.materialWarranty}</Table.Td>
              <Table.Td fw={600}>{row.installationWarranty}</Table.Td>
              <Table.Td>
                <List size="sm" spacing={4}>
                  {row.features.map((f) => (
                    <List.Item key={f}>{f}</List.Item>
                  ))}
                </List>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
