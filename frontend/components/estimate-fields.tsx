import { NativeSelect, TextInput, Textarea, type TextInputProps } from '@mantine/core';
import { memo } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import { SERVICE_OPTIONS, STATE_CHOICES, type ServiceValue } from '#shared/options';
import type { ContactInput } from '#shared/schemas/contact';
import { sameFieldMessages, type FieldMessages } from '../lib/field-messages';
import classes from './estimate-fields.module.css';
import { Honeypot } from './honeypot';

/** The fields below, empty: what a fresh form starts from. */
export const EMPTY_ESTIMATE_FIELDS = {
  name: '',
  phone: '',
  email: '',
  address: '',
  city: '',
  state: '',
  service: '',
  homeowner: false,
  message: '',
} as const satisfies Omit<ContactInput, 'website'>;

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

type TextField = 'name' | 'phone' | 'email' | 'address' | 'city';
const TEXT_INPUTS: Record<TextField, TextInputProps & { label: string }> = {
  name: { label: 'Name', autoComplete: 'name' },
  phone: { label: 'Phone Number', type: 'tel', autoComplete: 'tel' },
  email: { label: 'Email', type: 'email', autoComplete: 'email' },
  address: { label: 'Address', autoComplete: 'street-address' },
  city: { label: 'City', autoComplete: 'address-level2' },
};

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
    const text = (name: TextField, extra?: TextInputProps) => (
      <TextInput
        id={fieldId(name)}
        {...TEXT_INPUTS[name]}
        placeholder={`${TEXT_INPUTS[name].label} *`}
        required
        error={messages[name]}
        {...register(name)}
        {...extra}
      />
    );
    return (
      <>
        {text('name')}
        {text('phone')}
        {text('email')}
        {text('address', { onFocus: (event) => onAddressFocus(event.currentTarget) })}
        <div className={classes.cityState}>
          {text('city')}
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
        <label className={classes.check} htmlFor={fieldId('homeowner')}>
          <input id={fieldId('homeowner')} type="checkbox" {...register('homeowner')} />I am a Homeowner
        </label>
        <Honeypot>
          <label htmlFor={fieldId('website')}>Website</label>
          <input
            id={fieldId('website')}
            type="text"
            autoComplete="off"
            tabIndex={-1}
            {...register('website')}
          />
        </Honeypot>
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
