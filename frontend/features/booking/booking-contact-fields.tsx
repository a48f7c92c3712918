/** The booking form's contact details and show-up question, shared by lander-c and lander-d. */
import { Group, Radio, Stack, TextInput, type TextInputProps } from '@mantine/core';
import { memo } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import type { Booking } from '#shared/schemas/booking';
import { fieldMessages, sameFieldMessages, type FieldMessages } from '../../lib/field-messages';
import { Honeypot } from '../../components/honeypot';
import classes from './booking-contact-fields.module.css';
import type { BookingFormValues } from './booking-form-values';

/** The booking form as both pages hold it. */
export type BookingForm = UseFormReturn<BookingFormValues, unknown, Booking>;

const TEXT_FIELDS = ['name', 'phone', 'email', 'address', 'zipcode'] as const;
type TextField = (typeof TEXT_FIELDS)[number];
type Messages = FieldMessages<TextField>;

const TEXT_INPUTS: Record<TextField, TextInputProps> = {
  name: { label: 'Full Name', autoComplete: 'name' },
  phone: { label: 'Phone Number', type: 'tel', autoComplete: 'tel' },
  email: { label: 'Email Address', type: 'email', autoComplete: 'email' },
  address: {
    label: 'Full Property Address',
    description: 'We only work in NJ/NYC',
    autoComplete: 'street-address',
  },
  zipcode: { label: 'Zipcode', autoComplete: 'postal-code', inputMode: 'numeric' },
};

/** The six contact fields (all required), each with its error in red under it. */
export function BookingContactFields({ form }: { form: BookingForm }) {
  const { errors } = form.formState;
  return <ContactFields form={form} messages={fieldMessages(errors, TEXT_FIELDS)} />;
}

/**
 * Re-rendered only when a message changes (lib/field-messages.ts says why); the form object keeps
 * its identity. The show-up question's Controller follows its own field state.
 */
const ContactFields = memo(
  function ContactFields({ form, messages }: { form: BookingForm; messages: Messages }) {
    // Once a field shows an error, check it again as the visitor corrects it.
    const field = (name: TextField) =>
      form.register(name, {
        onChange: () => {
          if (form.getFieldState(name).error) void form.trigger(name);
        },
      });

    return (
      <Stack gap="sm">
        {TEXT_FIELDS.map((name) => (
          <TextInput key={name} {...TEXT_INPUTS[name]} required error={messages[name]} {...field(name)} />
        ))}
        <Controller
          control={form.control}
          name="willShowUp"
          render={({ field: { value, onChange, onBlur, ref }, fieldState }) => (
            <Radio.Group
              label="Will you be available for the call at the selected time?"
              withAsterisk
              value={value === true ? 'yes' : value === false ? 'no' : ''}
              onChange={(answer) => {
                onChange(answer === 'yes');
                if (fieldState.error) void form.trigger('willShowUp');
              }}
              error={fieldState.error?.message}
            >
              <Group gap="md" mt={6}>
                {/* Each answer is a 44 px tall label around its radio: a tap anywhere on it answers.
                    The ref lets a failed submit move focus to the question. */}
                <label className={classes.answer}>
                  <Radio value="yes" ref={ref} onBlur={onBlur} />
                  Yes
                </label>
                <label className={classes.answer}>
                  <Radio value="no" onBlur={onBlur} />
                  No
                </label>
              </Group>
            </Radio.Group>
          )}
        />
        <Honeypot>
          <label>
            Website
            <input type="text" autoComplete="off" tabIndex={-1} {...form.register('website')} />
          </label>
        </Honeypot>
      </Stack>
    );
  },
  (before, after) =>
    before.form === after.form && sameFieldMessages(before.messages, after.messages, TEXT_FIELDS),
);
