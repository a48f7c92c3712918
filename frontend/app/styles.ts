/**
 * Mantine's styles, imported per component: the full bundle is over the 40 KB gzip CSS budget,
 * so only what the site uses is loaded. Add a component's file here when a page starts using it
 * (and the files of the components it is built from, e.g. Checkbox needs InlineInput).
 */
import '@mantine/core/styles/baseline.css';
// The theme's variables, generated from theme.ts (in place of Mantine's defaults and of the
// provider's runtime copy: scripts/theme-variables.ts).
import './theme-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/ActionIcon.css';
// Text before Anchor, as in Mantine's own bundle: an Anchor is a Text, and Text's
// `text-decoration: none` must not override the Anchor's `underline` prop.
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Accordion.css';
import '@mantine/core/styles/Breadcrumbs.css';
import '@mantine/core/styles/ThemeIcon.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/PasswordInput.css';
// The admin area's layout and side navigation.
import '@mantine/core/styles/AppShell.css';
import '@mantine/core/styles/NavLink.css';
// The admin's reports (@mantine/charts ships one file for all its charts; its script loads only
// there); their legends and tooltips show colour swatches.
import '@mantine/core/styles/ColorSwatch.css';
import '@mantine/charts/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import './global.css';
