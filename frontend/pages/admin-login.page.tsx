import { Container } from '@mantine/core';
import { PATHS } from '#shared/routes';
import { LoginForm } from '../features/admin/login-form';
import { Seo } from '../features/seo/seo';

/** /admin: the owner's sign-in. */
export function AdminLoginPage() {
  return (
    <>
      <Seo
        title="Admin Login"
        description="Sign in to the leads dashboard."
        path={PATHS.admin}
        robots="noindex, nofollow"
      />
      <Container size="sm" py="xl">
        <LoginForm />
      </Container>
    </>
  );
}
