import { useState } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { Redirect, useLocation, useSearch } from 'wouter';
import type { TLoginRequest, TRegisterForm } from '@shared/schemas/auth';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { usePageMeta } from '@/lib/use-page-meta';
import { useAuth } from '@/lib/session/auth-context';
import { useLogin, useSignUp } from '../api/login';
import { AuthSidePanel } from '../components/auth-side-panel';
import { LoginForm } from '../components/login-form';
import { RegisterForm } from '../components/register-form';
import { readAuthPageParams, type AuthTab } from '../lib/auth-page-params';
import { pathAfterRegistration, pathAfterSignIn, REDIRECT_DELAY_MS } from '@/lib/session/redirects';
import { setServerFieldErrors } from '@/lib/form-errors';
import { authEn } from '@/i18n/catalogs/auth.en';
import { useT } from '@/lib/i18n/i18n-context';

export function AuthPage() {
  const search = useSearch();
  const t = useT(authEn);
  usePageMeta(t('auth.pageTitle'), t('auth.pageDescription'));
  // A new query string (e.g. Sign up clicked while on /auth) starts the page afresh.
  return <AuthPageContent key={search} search={search} />;
}

const REGISTER_FIELDS = ['firstName', 'lastName', 'username', 'email', 'password'] as const;

function AuthPageContent({ search }: { search: string }) {
  const { user, isLoading } = useAuth();
  const loginMutation = useLogin();
  const registerMutation = useSignUp();
  const [, navigate] = useLocation();
  const { initialTab, returnTo } = readAuthPageParams(search);
  const [tab, setTab] = useState<AuthTab>(initialTab);
  // Set on submit, so the "already signed in" redirect below does not race
  // the redirect that follows a successful sign-in on this page.
  const [submitted, setSubmitted] = useState(false);
  const t = useT(authEn);

  if (isLoading) return <PageSpinner />;
  if (user && !submitted) return <Redirect to="/" replace />;
  // Signed in here: go on once the app knows the user (the provider reads it
  // from the query cache a moment after the call returns), so a protected
  // returnTo or dashboard does not first see a visitor and send them back here.
  if (user && loginMutation.isSuccess) return <Redirect to={pathAfterSignIn(user, returnTo)} />;

  const handleLogin = (values: TLoginRequest) => {
    setSubmitted(true);
    loginMutation.mutate(values);
  };

  const handleRegister = (values: TRegisterForm, setError: UseFormSetError<TRegisterForm>) => {
    setSubmitted(true);
    const { confirmPassword: _confirmPassword, ...payload } = values;
    registerMutation.mutate(
      { ...payload, role: 'client' },
      {
        onSuccess: (created) => {
          setTimeout(() => navigate(pathAfterRegistration(created, returnTo)), REDIRECT_DELAY_MS);
        },
        onError: (error) => {
          setServerFieldErrors(setError, error, REGISTER_FIELDS);
        },
      },
    );
  };

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-10 sm:px-6 md:py-16 lg:grid-cols-2 lg:gap-12">
      <Card className="w-full self-start">
        <CardHeader className="pb-2">
          <h1 className="font-serif text-3xl font-semibold tracking-tight">
            {tab === 'login' ? t('auth.welcomeBack') : t('auth.createYourAccount')}
          </h1>
          <CardDescription>{tab === 'login' ? t('auth.loginIntro') : t('auth.registerIntro')}</CardDescription>
        </CardHeader>
        <CardContent>
          <Tabs value={tab} onValueChange={(value) => setTab(value === 'register' ? 'register' : 'login')}>
            <TabsList className="grid w-full grid-cols-2">
              <TabsTrigger value="login">{t('auth.loginTab')}</TabsTrigger>
              <TabsTrigger value="register">{t('auth.registerTab')}</TabsTrigger>
            </TabsList>
            <TabsContent value="login" className="mt-6">
              <LoginForm pending={loginMutation.isPending} onSubmit={handleLogin} />
            </TabsContent>
            <TabsContent value="register" className="mt-6">
              <RegisterForm pending={registerMutation.isPending} onSubmit={handleRegister} />
            </TabsContent>
          </Tabs>
        </CardContent>
      </Card>
      <AuthSidePanel />
    </div>
  );
}
