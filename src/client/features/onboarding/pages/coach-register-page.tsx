import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { Link, Redirect, useSearch } from 'wouter';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { register } from '@/lib/session/register';
import { useAuth } from '@/lib/session/auth-context';
import { dashboardPathFor } from '@/lib/session/redirects';
import { usePageMeta } from '@/lib/use-page-meta';
import { CoachRegisterForm } from '../components/register/coach-register-form';
import type { TCoachRegisterForm } from '../lib/coach-register-form';
import { readSavedPlan } from '../lib/onboarding-storage';
import { parsePlan, stepPath } from '../lib/onboarding-steps';
import { setServerFieldErrors } from '@/lib/form-errors';
import { errorText } from '@/lib/error-text';
import { onboardingEn } from '@/i18n/catalogs/onboarding.en';
import { useT } from '@/lib/i18n/i18n-context';
import { SignedInCatalog } from '@/lib/i18n/signed-in-catalog';

// The coach registration screen (docs/product/coach-onboarding.md#coach-registration).
// Its texts are in the signed-in chunk (docs/decisions/0078-signed-in-catalogs.md),
// loaded here, since the onboarding addresses sit with the public routes.
export function CoachRegisterPage() {
  return (
    <SignedInCatalog>
      <CoachRegister />
    </SignedInCatalog>
  );
}

function CoachRegister() {
  const t = useT(onboardingEn);
  const title = t('onboarding.registerTitle');
  usePageMeta(title);
  const { user, isLoading } = useAuth();
  const search = useSearch();
  // The plan from ?plan=, else the one saved on the plan step; read once.
  const [plan] = useState(() => parsePlan(new URLSearchParams(search).get('plan')) ?? readSavedPlan());
  // After success the page reloads; until then the (now signed-in) user must not be redirected.
  const [registered, setRegistered] = useState(false);
  const mutation = useMutation({ mutationFn: register });

  if (isLoading) return <PageSpinner />;
  if (user && !registered && !mutation.isPending) return <Redirect to={dashboardPathFor(user)} replace />;
  if (!plan) return <Redirect to={stepPath('plan')} replace />;

  function submit(values: TCoachRegisterForm, setError: UseFormSetError<TCoachRegisterForm>) {
    const { confirmPassword: _confirm, ...fields } = values;
    mutation.mutate(
      { ...fields, role: 'coach' },
      {
        onSuccess: () => {
          setRegistered(true);
          toast({ title: t('onboarding.registered'), description: t('onboarding.registeredText') });
          // A full page load, so every cache starts fresh with the new session.
          window.location.assign(stepPath('details', plan));
        },
        onError: (error) => {
          setServerFieldErrors(setError, error, Object.keys(values) as (keyof TCoachRegisterForm)[], { focus: false });
          toast({
            title: t('onboarding.registrationFailed'),
            description: errorText(error) || t('onboarding.registrationFailed'),
            variant: 'destructive',
          });
        },
      },
    );
  }

  return (
    <div className="bg-gradient-to-b from-indigo-50/70 to-background px-4 py-10 sm:py-14">
      <Card className="mx-auto max-w-lg">
        <CardHeader className="text-center">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
          <CardDescription>
            {plan === 'pro' ? t('onboarding.choseProPlan') : t('onboarding.choseFreePlan')}{' '}
            <Link href={stepPath('plan')} className="font-medium text-primary underline-offset-4 hover:underline">
              {t('onboarding.changePlan')}
            </Link>
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          <CoachRegisterForm pending={mutation.isPending || registered} onSubmit={submit} />
          <p className="text-center text-sm text-muted-foreground">
            {t('onboarding.haveAccount')}{' '}
            <Link href="/auth" className="font-medium text-primary underline-offset-4 hover:underline">
              {t('onboarding.signIn')}
            </Link>
          </p>
        </CardContent>
      </Card>
    </div>
  );
}
