import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import { LEAD_SOURCES, type ServiceValue } from '#shared/options';
import { PATHS } from '#shared/routes';
import type { ContactInput, ContactSubmission } from '#shared/schemas/contact';
import { currentAttribution } from '../../lib/attribution';
import { createClientIdMemo } from '../../lib/client-id';
import { lazyResolver } from '../../lib/lazy-resolver';
import { savedOnDeviceState } from '../../lib/outbox/saved-on-device-state';
import { isOffline, isRetryableFailure, queueRequest } from '../../lib/outbox/queue-request';
import { useCreateContact } from './create-contact';
import { EMPTY_ESTIMATE_FIELDS, EstimateFields, MESSAGE_FIELDS } from '../../components/estimate-fields';
import { fieldMessages } from '../../lib/field-messages';
import { useHydrated } from '../../lib/use-hydrated';
import { enableAddressAutocomplete } from './address-autocomplete';
import { usePageNavigation } from '../../lib/page-navigation';
import { SAVED_ON_DEVICE } from '../../content/thank-you';
import { island, useInIslandRoot } from '../../islands/island';

/** Options of the reusable estimate form block. */
export interface EstimateFormProps {
  /** Show the 'Additional Message (Optional)' field. */
  withMessage?: boolean;
  /** Lead source label stored with the request. */
  source?: string;
  /** Element id (e.g. 'contact-form' for in-page anchors). */
  id?: string;
  /** Heading level of the form's title. */
  titleOrder?: 2 | 3;
  /** The service the page is about: chosen from the start (and again after a send). */
  service?: ServiceValue | '';
}

const EMPTY: ContactInput = { ...EMPTY_ESTIMATE_FIELDS, website: '' };

const resolver = lazyResolver<ContactInput, ContactSubmission>(() =>
  import('./contact-resolver').then((m) => m.contactResolver),
);

/** The free-estimate form, validated by the same schema the server uses. */
export function EstimateFormBody({
  withMessage = false,
  source = LEAD_SOURCES.website,
  id,
  titleOrder = 2,
  service = '',
}: EstimateFormProps) {
  const goToPage = usePageNavigation();
  const inIsland = useInIslandRoot();
  const [savedHere, setSavedHere] = useState(false);
  const createContact = useCreateContact();
  // One id per filled-in form: a double click or a retry can never make a second lead.
  const [idFor] = useState(() => createClientIdMemo());
  const form = useForm<ContactInput, unknown, ContactSubmission>({
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { errors } = form.formState;
  const pending = createContact.isPending;
  const startValues = { ...EMPTY, service };

  const onSubmit = form.handleSubmit(async (values) => {
    const content = { ...values, source, attribution: currentAttribution() };
    const body = { ...content, id: idFor(content), capturedAt: new Date().toISOString() };
    const queue = () =>
      queueRequest({
        kind: 'contact',
        method: 'POST',
        url: '/api/contact',
        recordId: body.id,
        body,
        label: `Estimate request — ${body.name}`,
        capturedAt: body.capturedAt,
      });
    // Kept on this device and said so: offline, or an online send that got no answer from us
    // (same id, so the server stores it once whichever copy arrives).
    const saveOnDevice = async () => {
      await queue();
      form.reset(startValues);
      // Offline with no service worker yet (the first minutes of a first visit), an island's
      // document load to the thank-you page would fail: the form says it here instead.
      if (inIsland && isOffline() && !navigator.serviceWorker?.controller) setSavedHere(true);
      else goToPage(PATHS.thankYou, savedOnDeviceState(body.id));
    };
    const showFailure = () =>
      notifications.show({
        title: 'Error',
        message: 'There was a problem submitting your request. Please try again.',
        color: 'red',
      });
    try {
      if (isOffline()) return await saveOnDevice();
      await createContact.mutateAsync(body);
      form.reset(startValues);
      goToPage(PATHS.thankYou);
    } catch (error) {
      // The browser's online flag lags behind a lost connection: a failed send takes the same path.
      if (isRetryableFailure(error)) await saveOnDevice().catch(showFailure);
      else showFailure();
    }
  });

  const onAddressFocus = useCallback(
    (input: HTMLInputElement) =>
      enableAddressAutocomplete(input, (fill) => {
        for (const [field, value] of Object.entries(fill)) {
          form.setValue(field as 'address' | 'city' | 'state', value, {
            shouldValidate: form.formState.isSubmitted,
          });
        }
      }),
    [form],
  );
  const idPrefix = id ?? 'estimate';
  const messages = fieldMessages(errors, MESSAGE_FIELDS);

  return (
    <Paper
      id={id}
      component="section"
      aria-labelledby={`${idPrefix}-title`}
      shadow="md"
      p="lg"
      radius="md"
      withBorder
    >
      <Title order={titleOrder} id={`${idPrefix}-title`} size="h3" mb="md">
        Get a Free Estimate
      </Title>
      {/* post: even a submit no script saw never puts the visitor's details in a URL. */}
      {savedHere ? (
        <Stack role="status" gap="sm">
          <Title order={3}>{SAVED_ON_DEVICE.title}</Title>
          <Text c="dark.5">{SAVED_ON_DEVICE.text('request')}</Text>
        </Stack>
      ) : (
        <form method="post" onSubmit={onSubmit} noValidate>
          <Stack gap="sm">
            <EstimateFields
              idPrefix={idPrefix}
              register={form.register}
              messages={messages}
              withMessage={withMessage}
              onAddressFocus={onAddressFocus}
              service={service}
            />
            <SendButton pending={pending} />
            <Text size="sm" c="dark.5" ta="center">
              We are not accepting job applications.{' '}
              <span lang="es">No estamos aceptando solicitudes de empleo.</span>
            </Text>
          </Stack>
        </form>
      )}
    </Paper>
  );
}

/** The form as pages place it: an island of its own where the page boots as islands. */
export const EstimateForm = island('estimate-form', EstimateFormBody);

/**
 * Disabled until the page has hydrated (a native submit would put the details in the URL). In an
 * island it is live from the start: a tap before the form runs wakes it and is replayed then.
 */
function SendButton({ pending }: { pending: boolean }) {
  const hydrated = useHydrated();
  const inIsland = useInIslandRoot();
  return (
    <Button type="submit" size="md" color="brick.8" disabled={pending || (!hydrated && !inIsland)} fullWidth>
      {pending ? 'Sending...' : 'Send'}
    </Button>
  );
}
