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

const TITLE = 'Create your mindfulness coach account';

// The coach registration screen (docs/product/coach-onboarding.md#coach-registration).
export function CoachRegisterPage() {
  usePageMeta(TITLE);
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
          toast({ title: 'Registration successful!', description: 'Next, create your coach profile.' });
          // A full page load, so every cache starts fresh with the new session.
          window.location.assign(stepPath('details', plan));
        },
        onError: (error) => {
          setServerFieldErrors(setError, error, Object.keys(values) as (keyof TCoachRegisterForm)[], { focus: false });
          toast({ title: 'Registration failed', description: errorText(error) || 'Registration failed', variant: 'destructive' });
        },
      },
    );
  }

  return (
    <div className="bg-gradient-to-b from-indigo-50/70 to-background px-4 py-10 sm:py-14">
      <Card className="mx-auto max-w-lg">
        <CardHeader className="text-center">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{TITLE}</h1>
          <CardDescription>
            {plan === 'pro' ? 'You chose the Pro plan (free during beta).' : 'You chose the Free plan.'}{' '}
            <Link href={stepPath('plan')} className="font-medium text-primary underline-offset-4 hover:underline">
              Change plan
            </Link>
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          <CoachRegisterForm pending={mutation.isPending || registered} onSubmit={submit} />
          <p className="text-center text-sm text-muted-foreground">
            Already have an account?{' '}
            <Link href="/auth" className="font-medium text-primary underline-offset-4 hover:underline">
              Sign in
            </Link>
          </p>
        </CardContent>
      </Card>
    </div>
  );
}
