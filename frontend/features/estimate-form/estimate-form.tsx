import {
  Button,
  Checkbox,
  NativeSelect,
  Paper,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { memo, useCallback, useState } from 'react';
import { useForm, type UseFormRegister } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { LEAD_SOURCES, SERVICE_OPTIONS, STATE_CHOICES, type ServiceValue } from '#shared/options';
import { PATHS } from '#shared/routes';
import type { ContactInput, ContactSubmission } from '#shared/schemas/contact';
import { currentAttribution } from '../../lib/attribution';
import { createClientIdMemo } from '../../lib/client-id';
import { lazyResolver } from '../../lib/lazy-resolver';
import { isOffline, isRetryableFailure, queueRequest } from '../../lib/outbox/queue-request';
import { useCreateContact } from './create-contact';
import classes from './estimate-form.module.css';
import { fieldMessages, sameFieldMessages, type FieldMessages } from '../../lib/field-messages';
import { useHydrated } from '../../lib/use-hydrated';
import { enableAddressAutocomplete } from './address-autocomplete';

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

const EMPTY: ContactInput = {
  name: '',
  phone: '',
  email: '',
  address: '',
  city: '',
  state: '',
  service: '',
  homeowner: false,
  message: '',
  website: '',
};

const resolver = lazyResolver<ContactInput, ContactSubmission>(() =>
  import('./contact-resolver').then((m) => m.contactResolver),
);

/** The free-estimate form, validated by the same schema the server uses. */
export function EstimateForm({
  withMessage = false,
  source = LEAD_SOURCES.website,
  id,
  titleOrder = 2,
  service = '',
}: EstimateFormProps) {
  const navigate = useNavigate();
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
      navigate(PATHS.thankYou, { state: { savedOffline: true } });
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
      navigate(PATHS.thankYou);
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
      <form onSubmit={onSubmit} onFocus={resolver.preload} noValidate>
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
    </Paper>
  );
}

/** The fields that show a validation message. */
export const MESSAGE_FIELDS = [
  'name',
  'phone',
  'email',
  'address',
  'city',
  'state',
  'service',
  'message',
] as const;
type ErrorMessages = FieldMessages<(typeof MESSAGE_FIELDS)[number]>;

export interface EstimateFieldsProps {
  idPrefix: string;
  register: UseFormRegister<ContactInput>;
  messages: ErrorMessages;
  withMessage: boolean;
  onAddressFocus: (input: HTMLInputElement) => void;
  service: ServiceValue | '';
}

/**
 * The inputs, re-rendered only when a message changes (lib/field-messages.ts says why). The
 * capture page (/capture) uses them too, so a lead typed at an event asks exactly the same.
 */
export const EstimateFields = memo(
  function EstimateFields({
    idPrefix,
    register,
    messages,
    withMessage,
    onAddressFocus,
    service,
  }: EstimateFieldsProps) {
    const fieldId = (name: string) => `${idPrefix}-${name}`;
    return (
      <>
        <TextInput
          id={fieldId('name')}
          label="Name"
          placeholder="Name *"
          autoComplete="name"
          required
          error={messages.name}
          {...register('name')}
        />
        <TextInput
          id={fieldId('phone')}
          label="Phone Number"
          placeholder="Phone Number *"
          type="tel"
          autoComplete="tel"
          required
          error={messages.phone}
          {...register('phone')}
        />
        <TextInput
          id={fieldId('email')}
          label="Email"
          placeholder="Email *"
          type="email"
          autoComplete="email"
          required
          error={messages.email}
          {...register('email')}
        />
        <TextInput
          id={fieldId('address')}
          label="Address"
          placeholder="Address *"
          autoComplete="street-address"
          required
          error={messages.address}
          {...register('address')}
          onFocus={(event) => onAddressFocus(event.currentTarget)}
        />
        <div className={classes.cityState}>
          <TextInput
            id={fieldId('city')}
            label="City"
            placeholder="City *"
            autoComplete="address-level2"
            required
            error={messages.city}
            {...register('city')}
          />
          <NativeSelect
            id={fieldId('state')}
            label="State"
            required
            error={messages.state}
            {...register('state')}
          >
            <option value="">Select State *</option>
            {STATE_CHOICES.map((s) => (
              <option key={s.code} value={s.code}>
                {s.name}
              </option>
            ))}
          </NativeSelect>
        </div>
        <NativeSelect
          id={fieldId('service')}
          label="Service"
          required
          error={messages.service}
          // An uncontrolled default, not the form's defaultValues: it is in the prerendered HTML,
          // and a choice made before hydration is read from the field instead of overwritten.
          defaultValue={service || undefined}
          {...register('service')}
        >
          <option value="">Select Your Service *</option>
          {SERVICE_OPTIONS.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </NativeSelect>
        {withMessage && (
          <Textarea
            id={fieldId('message')}
            label="Additional Message (Optional)"
            placeholder="Additional Message (Optional)"
            rows={4}
            error={messages.message}
            {...register('message')}
          />
        )}
        <Checkbox id={fieldId('homeowner')} label="I am a Homeowner" {...register('homeowner')} />
        {/* A field people never see or reach; bots fill it and their posts are quietly dropped. */}
        <div className={classes.honeypot} inert aria-hidden="true">
          <label htmlFor={fieldId('website')}>Website</label>
          <input
            id={fieldId('website')}
            type="text"
            autoComplete="off"
            tabIndex={-1}
            {...register('website')}
          />
        </div>
      </>
    );
  },
  (before, after) =>
    before.idPrefix === after.idPrefix &&
    before.register === after.register &&
    before.withMessage === after.withMessage &&
    before.onAddressFocus === after.onAddressFocus &&
    before.service === after.service &&
    sameFieldMessages(before.messages, after.messages, MESSAGE_FIELDS),
);

/** Disabled until the page has hydrated (a native submit would put the details in the URL). */
function SendButton({ pending }: { pending: boolean }) {
  const hydrated = useHydrated();
  return (
    <Button type="submit" size="md" color="brick.8" disabled={pending || !hydrated} fullWidth>
      {pending ? 'Sending...' : 'Send'}
    </Button>
  );
}
