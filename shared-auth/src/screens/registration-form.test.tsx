import { act, fireEvent, screen } from '@testing-library/react';
import { configureHttp } from '@shop/shared-http';
import { initShopI18n } from '@shop/shared-ui';
import { provideAuthSession, type AuthSession } from '../session';
import { RegistrationForm } from './registration-form';
import { answer, hydraError, renderAt, sentBody } from './test-helpers';

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const fillValid = () => {
  fill('Full name', 'Roos de Vries');
  fill('Email address', ' Roos@Example.NL ');
  fill('Password', 'Bloem3n!');
  fill('Repeat password', 'Bloem3n!');
};
const create = () =>
  act(async () => fireEvent.click(screen.getByRole('button', { name: 'Create account' })));

describe('RegistrationForm', () => {
  const fetch = jest.fn();
  const signInWithPassword = jest.fn();
  beforeAll(() => initShopI18n('en-us'));
  beforeEach(() => {
    fetch.mockReset();
    signInWithPassword.mockReset().mockResolvedValue(undefined);
    configureHttp({ baseUrl: '/api', fetch });
    provideAuthSession({ signInWithPassword } as unknown as AuthSession);
  });

  it('checks every field with the shared schema before calling the API', async () => {
    renderAt(<RegistrationForm />);
    fill('Email address', 'geen-adres');
    fill('Password', 'bloemen');
    await create();
    expect(screen.getByRole('alert')).toHaveTextContent('There is an error in the form');
    expect(screen.getByLabelText('Full name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Full name')).toHaveFocus();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Your password must contain at least 6 characters, including 1 number and 1 special character',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Repeat password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Required')).not.toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says when the two passwords differ', async () => {
    renderAt(<RegistrationForm />);
    fillValid();
    fill('Repeat password', 'Bloem3n?');
    await create();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks a business customer for the company name', async () => {
    renderAt(<RegistrationForm />);
    expect(screen.queryByLabelText('Company name')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: 'Business' }));
    fillValid();
    await create();
    expect(screen.getByLabelText('Company name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Company name')).toHaveFocus();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('registers a business, signs in and goes where the shopper was headed', async () => {
    fetch.mockResolvedValue(answer(201, { '@type': 'Customer', uuid: 'c-1' }));
    renderAt(<RegistrationForm redirectPath="/bestellen?stap=3" />, '/registreren');
    fireEvent.click(screen.getByRole('radio', { name: 'Business' }));
    fill('Company name', 'Bloemist & Zonen BV');
    fillValid();
    await create();
    expect(fetch.mock.calls[0]![0]).toBe('/api/customers');
    expect(sentBody(fetch)).toEqual({
      email: 'roos@example.nl',
      password: 'Bloem3n!',
      fullname: 'Roos de Vries',
      customerType: 'business',
      companyName: 'Bloemist & Zonen BV',
    });
    expect(signInWithPassword).toHaveBeenCalledWith('roos@example.nl', 'Bloem3n!');
    expect(screen.getByTestId('where')).toHaveTextContent('/bestellen?stap=3');
  });

  it('never follows a redirect path to another site', async () => {
    fetch.mockResolvedValue(answer(201, { uuid: 'c-2' }));
    renderAt(<RegistrationForm redirectPath="//evil.example/steal" />, '/registreren');
    fillValid();
    await create();
    expect(sentBody(fetch).customerType).toBe('private');
    expect(sentBody(fetch)).not.toHaveProperty('companyName');
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/en-us$/);
  });

  it('hands over to the caller instead when asked to (the checkout)', async () => {
    fetch.mockResolvedValue(answer(201, { uuid: 'c-3' }));
    const onRegistered = jest.fn();
    renderAt(<RegistrationForm onRegistered={onRegistered} />, '/registreren');
    fillValid();
    await create();
    expect(onRegistered).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
  });

  it('shows the API’s message when the address already has an account', async () => {
    fetch.mockResolvedValue(
      answer(409, hydraError('An account with this email address already exists')),
    );
    renderAt(<RegistrationForm />);
    fillValid();
    await create();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'An account with this email address already exists',
    );
    expect(signInWithPassword).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Create account' })).toBeEnabled();
  });

  it('puts the API’s field violations on their fields', async () => {
    fetch.mockResolvedValue(
      answer(400, {
        '@type': 'hydra:Error',
        'hydra:title': 'There is an error in the form',
        'hydra:description': 'fullname: Maximum length: 200 characters',
        violations: [
          {
            propertyPath: 'fullname',
            message: 'Maximum length: 200 characters',
            code: 'validation.maxLength',
          },
        ],
      }),
    );
    renderAt(<RegistrationForm />);
    fillValid();
    await create();
    expect(screen.getByRole('alert')).toHaveTextContent('There is an error in the form');
    expect(screen.getByText('Maximum length: 200 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Full name')).toHaveFocus();
  });

  it('says the account exists when only the automatic sign-in fails', async () => {
    fetch.mockResolvedValue(answer(201, { uuid: 'c-4' }));
    signInWithPassword.mockRejectedValue(new Error('429'));
    renderAt(<RegistrationForm />, '/registreren');
    fillValid();
    await create();
    expect(screen.getByRole('status')).toHaveTextContent('Your account has been created.');
    expect(screen.getByRole('link', { name: 'I already have an account' })).toHaveAttribute(
      'href',
      '/en-us/inloggen',
    );
  });
});
