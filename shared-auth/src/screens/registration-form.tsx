import { useTranslation } from 'react-i18next';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from '@shop/shared-ui/router';
import { FormAlert, FormField, SubmitButton, useFormFeedback } from '@shop/shared-ui/forms';
import * as v from 'valibot';
import { useLocalizedPath } from '@shop/shared-ui';
import {
  issuesToViolations,
  registrationSchema,
  type CustomerType,
  type Violation,
} from '@shop/contracts/schemas';
// By the package's name: the screens are a singleton of their own, the session lives in the
// main entry.
import { authSession } from '@shop/shared-auth';
import { authPaths, safeRedirectPath, withRedirect } from './auth-paths';
import { NewPasswordFields } from './form-parts';
import { registerCustomer } from './identity-api';
import './auth-messages';

const FIELDS = [
  'customerType',
  'companyName',
  'fullname',
  'email',
  'password',
  'repeatPassword',
] as const;
type Field = (typeof FIELDS)[number];

export interface RegistrationFormProps {
  /** Where to go once registered and signed in (a path on this site); '/' otherwise. */
  redirectPath?: string | null;
  /** Replaces that navigation (the checkout goes on to its next step instead). */
  onRegistered?: () => void;
}

/**
 * Registration for a private or a business customer (a business names its company), checked
 * with the same valibot schema as POST /customers; afterwards the customer is signed in.
 */
export function RegistrationForm({ redirectPath, onRegistered }: RegistrationFormProps) {
  const { t } = useTranslation(['auth', 'common']);
  const to = useLocalizedPath();
  const navigate = useNavigate();
  const feedback = useFormFeedback(FIELDS);
  const [customerType, setCustomerType] = useState<CustomerType>('private');
  const [registeredOnly, setRegisteredOnly] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: Field) => String(form.get(name) ?? '');
    const input = {
      email: text('email'),
      password: text('password'),
      fullname: text('fullname'),
      customerType,
      ...(customerType === 'business' ? { companyName: text('companyName') } : {}),
    };
    const parsed = v.safeParse(registrationSchema, input);
    const violations: Violation[] = parsed.success ? [] : issuesToViolations(parsed.issues);
    const repeat = text('repeatPassword');
    if (!repeat) violations.push({ path: 'repeatPassword', key: 'validation.required' });
    else if (repeat !== input.password)
      violations.push({ path: 'repeatPassword', key: 'validation.passwordMismatch' });
    if (!parsed.success || violations.length > 0) {
      feedback.showViolations(violations);
      return;
    }
    feedback.clear();
    feedback.setSubmitting(true);
    try {
      await registerCustomer(parsed.output);
    } catch (error) {
      feedback.showApiError(error);
      feedback.setSubmitting(false);
      return;
    }
    try {
      await authSession().signInWithPassword(parsed.output.email, input.password);
    } catch {
      // The account exists; only the automatic sign-in failed (e.g. rate limited).
      setRegisteredOnly(true);
      feedback.setSubmitting(false);
      return;
    }
    feedback.setSubmitting(false);
    if (onRegistered) onRegistered();
    else navigate(safeRedirectPath(redirectPath) ?? to('/'), { replace: true });
  };

  if (registeredOnly) {
    return (
      <div role="status" className="shop-auth-status">
        <p>{t('register.created')}</p>
        <Link to={withRedirect(to(authPaths.signIn), redirectPath)}>{t('choice.existing')}</Link>
      </div>
    );
  }

  const errors = feedback.fieldErrors;
  return (
    // POST: sent before the script has run (a server-rendered page), nothing typed goes into
    // the address or the logs.
    <form
      method="post"
      ref={feedback.formRef}
      className="shop-auth-form"
      noValidate
      aria-busy={feedback.submitting}
      onSubmit={(event) => void submit(event)}
    >
      <FormAlert message={feedback.formError} />
      <fieldset className="shop-auth-choice-group">
        <legend>{t('register.customerType')}</legend>
        {(['private', 'business'] as const).map((type) => (
          <label key={type}>
            <input
              type="radio"
              name="customerType"
              value={type}
              checked={customerType === type}
              onChange={() => setCustomerType(type)}
            />{' '}
            {t(`register.${type}`)}
          </label>
        ))}
      </fieldset>
      {customerType === 'business' && (
        <FormField
          name="companyName"
          label={t('register.companyName')}
          autoComplete="organization"
          error={errors.companyName}
        />
      )}
      <FormField
        name="fullname"
        label={t('register.fullname')}
        autoComplete="name"
        error={errors.fullname}
      />
      <FormField
        name="email"
        type="email"
        label={t('register.email')}
        autoComplete="email"
        error={errors.email}
      />
      <NewPasswordFields
        name="password"
        label={t('register.password')}
        repeatLabel={t('register.repeatPassword')}
        errors={errors}
      />
      <SubmitButton submitting={feedback.submitting} label={t('register.submit')} />
      <Link to={withRedirect(to(authPaths.signIn), redirectPath)}>{t('register.haveAccount')}</Link>
    </form>
  );
}
