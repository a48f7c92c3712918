import { Button, NavLink, Stack, Text } from '@mantine/core';
import { NavLink as RouterNavLink, useLocation } from 'react-router-dom';
import { BUSINESS } from '#shared/business';
import { PATHS } from '#shared/routes';

/** The admin area's pages, in the side navigation's order. */
export const ADMIN_NAV_LINKS = [
  { label: 'Dashboard', path: PATHS.adminDashboard },
  { label: 'Leads', path: PATHS.adminLeads },
  { label: 'Availability', path: PATHS.adminAvailability },
  { label: 'Reports', path: PATHS.adminReports },
  { label: 'Message delivery', path: PATHS.adminDeliveries },
  { label: 'Users', path: PATHS.adminUsers },
  { label: 'Settings', path: PATHS.adminSettings },
  { label: 'System', path: PATHS.adminSystem },
] as const;

/** The side navigation: the business, the pages and Logout. */
export function AdminNav({ onNavigate, onLogout }: { onNavigate: () => void; onLogout: () => void }) {
  const { pathname } = useLocation();
  return (
    <Stack gap="xs" h="100%">
      <Text fw={800} c="navy.9" px="sm" pt="xs" visibleFrom="sm">
        {BUSINESS.name}
      </Text>
      <div>
        {ADMIN_NAV_LINKS.map((link) => (
          <NavLink
            key={link.path}
            component={RouterNavLink}
            to={link.path}
            end
            label={link.label}
            active={pathname === link.path}
            onClick={onNavigate}
            fw={600}
          />
        ))}
      </div>
      <Button variant="outline" onClick={onLogout} mt="auto" mx="sm" mb="sm">
        Logout
      </Button>
    </Stack>
  );
}
