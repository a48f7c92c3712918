/**
 * "Add a user": username, password and role, checked by the schema the server uses. On a
 * refusal what was typed stays and the server's reason shows at its field (a taken username, a
 * common password); on success the form clears and says where the new account signs in.
 */
import '../../../lib/zod-csp';
import {
  Alert,
  Button,
  Group,
  NativeSelect,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { SIGN_IN_PATH, USER_ROLES, type UserCreateInput, type UserSummary } from '#shared/schemas/users';
import { ApiRequestError } from '../../../lib/api-request';
import { ROLE_LABELS } from './role-text';
import { useCreateUser, userCreateResolver } from './users-api';

const EMPTY: UserCreateInput = { username: '', password: '', role: 'canvasser' };
const FIELDS = Object.keys(EMPTY) as (keyof UserCreateInput)[];
const ROLE_OPTIONS = USER_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

const createdText = (user: UserSummary) =>
  `Created ${ROLE_LABELS[user.role].toLowerCase()} "${user.username}". They sign in at ${SIGN_IN_PATH[user.role]}.`;

export function UserCreateForm() {
  const createUser = useCreateUser();
  const [failure, setFailure] = useState<string | null>(null);
  const [created, setCreated] = useState<string | null>(null);
  const form = useForm<UserCreateInput>({ resolver: userCreateResolver, defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (input) => {
    setFailure(null);
    setCreated(null);
    try {
      const user = await createUser(input);
      form.reset(EMPTY);
      setCreated(createdText(user));
    } catch (error) {
      const answer = error instanceof ApiRequestError ? error.apiError : undefined;
      const field = FIELDS.find((name) => answer?.errors?.[name]);
      if (field) form.setError(field, { message: answer!.errors![field] }, { shouldFocus: true });
      else
        setFailure(
          answer?.message ?? 'Could not create the user: no connection to the server. Please try again.',
        );
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="add-user">
      <Stack gap="sm">
        <Title order={2} size="h3" id="add-user">
          Add a user
        </Title>
        <Text size="sm">
          Admins sign in at {SIGN_IN_PATH.admin} and see every lead. Canvassers sign in at{' '}
          {SIGN_IN_PATH.canvasser} and can only capture leads.
        </Text>
        <TextInput
          label="Username"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          error={errors.username?.message}
          {...form.register('username')}
        />
        <PasswordInput
          label="Password"
          description="At least 12 characters, not a common password"
          autoComplete="new-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <NativeSelect
          label="Role"
          data={ROLE_OPTIONS}
          error={errors.role?.message}
          {...form.register('role')}
        />
        {failure && (
          <Alert color="brick" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        {created && (
          <Alert color="green" variant="light" role="status">
            {created}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={isSubmitting}>
            Create user
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
