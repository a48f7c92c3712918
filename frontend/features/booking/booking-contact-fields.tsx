/** The booking form's contact details and show-up question, shared by lander-c and lander-d. */
import { Group, Radio, Stack, TextInput } from '@mantine/core';
import { Controller, type UseFormReturn } from 'react-hook-form';
import type { Booking } from '../../../shared/schemas/booking';
import classes from './booking-contact-fields.module.css';
import type { BookingFormValues } from './booking-form-values';

/** The booking form as both pages hold it. */
export type BookingForm = UseFormReturn<BookingFormValues, unknown, Booking>;

type TextField = 'name' | 'phone' | 'email' | 'address' | 'zipcode';

/** The six contact fields (all required), each with its error in red under it. */
export function BookingContactFields({ form }: { form: BookingForm }) {
  const { errors } = form.formState;
  // Once a field shows an error, check it again as the visitor corrects it.
  const field = (name: TextField) =>
    form.register(name, {
      onChange: () => {
        if (form.getFieldState(name).error) void form.trigger(name);
      },
    });

  return (
    <Stack gap="sm">
      <TextInput
        label="Full Name"
        autoComplete="name"
        required
        error={errors.name?.message}
        {...field('name')}
      />
      <TextInput
        label="Phone Number"
        type="tel"
        autoComplete="tel"
        required
        error={errors.phone?.message}
        {...field('phone')}
      />
      <TextInput
        label="Email Address"
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...field('email')}
      />
      <TextInput
        label="Full Property Address"
        description="We only work in NJ/NYC"
        autoComplete="street-address"
        required
        error={errors.address?.message}
        {...field('address')}
      />
      <TextInput
        label="Zipcode"
        autoComplete="postal-code"
        inputMode="numeric"
        required
        error={errors.zipcode?.message}
        {...field('zipcode')}
      />
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
            <Group gap="lg" mt={6}>
              {/* The ref lets a failed submit move focus to the question. */}
              <Radio value="yes" label="Yes" ref={ref} onBlur={onBlur} />
              <Radio value="no" label="No" onBlur={onBlur} />
            </Group>
          </Radio.Group>
        )}
      />
      <div className={classes.honeypot} inert aria-hidden="true">
        <label>
          Website
          <input type="text" autoComplete="off" tabIndex={-1} {...form.register('website')} />
        </label>
      </div>
    </Stack>
  );
}
