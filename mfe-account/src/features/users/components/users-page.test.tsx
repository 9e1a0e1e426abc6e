import { cleanup, fireEvent, render, screen, waitFor, within, act } from '@testing-library/react';
import { MemoryRouter } from '@shop/shared-ui/router';
import { authRuntime } from '@shop/shared-auth';
import { configureHttp } from '@shop/shared-http';
import { initShopI18n } from '@shop/shared-ui';
import '../../../i18n/messages';
import '../../../i18n/company-users-messages';
import { UsersPage } from './users-page';
import { FakeEventSource } from '@shop/shared-http/testing';

const user = (uuid: string, fullname: string, role: string) => ({
  '@id': `/api/relation/customers/${uuid}`,
  uuid,
  email: `${fullname.toLowerCase()}@bedrijf.nl`,
  fullname,
  companyRoles: [role],
  active: true,
  activity: null,
});
const users = [user('u1', 'Beheer', 'administrator'), user('u2', 'Kijker', 'viewer')];
const json = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));

describe('UsersPage', () => {
  const fetch = jest.fn();
  beforeAll(() => initShopI18n('en-us'));
  beforeEach(() => {
    FakeEventSource.install({ act });
    fetch.mockReset();
    // The server's view of the viewer, as changes leave it.
    let viewer = { ...users[1]! };
    fetch.mockImplementation((url: string, init: RequestInit) => {
      if (url === '/api/me/hub-token') return json({ token: 'hub-token' });
      if (url === '/api/relation/customers/u2/lock' || url === '/api/relation/customers/u2/unlock')
        return json(viewer);
      if (url === '/api/relation/companies/c1/users' && init.method === 'GET')
        return json({ 'hydra:member': users });
      if (url === '/api/relation/companies/c1/users' && init.method === 'POST') {
        const body = JSON.parse(init.body as string);
        return json({ uuid: 'u3', active: true, activity: null, ...body }, 201);
      }
      if (url === '/api/relation/customers/u2/company-roles') {
        viewer = { ...viewer, companyRoles: JSON.parse(init.body as string).companyRoles };
        return json(viewer);
      }
      if (url === '/api/relation/customers/u2/company-user') {
        viewer = { ...viewer, fullname: JSON.parse(init.body as string).fullname };
        return json(viewer);
      }
      if (url === '/api/relation/customers/u2/deactivate') {
        viewer = { ...viewer, active: false };
        return json(viewer);
      }
      throw new Error(`unexpected ${init.method} ${url}`);
    });
    configureHttp({ baseUrl: '/api', fetch });
    authRuntime.setUser({ uuid: 'u1', currentCompany: 'c1', permissions: ['users.manage'] });
  });
  afterEach(() => {
    cleanup();
    authRuntime.setUser(null);
  });
  const show = () =>
    render(
      <MemoryRouter>
        <UsersPage />
      </MemoryRouter>,
    );

  it('lists the users with their roles; nobody deactivates themselves', async () => {
    show();
    const viewer = await screen.findByRole('row', { name: /Kijker/ });
    expect(viewer).toHaveTextContent('Viewer');
    expect(within(viewer).getByRole('button', { name: 'Deactivate Kijker' })).toBeInTheDocument();
    const self = screen.getByRole('row', { name: /Beheer/ });
    expect(within(self).queryByRole('button', { name: /Deactivate/ })).toBeNull();
  });

  it('checks the new user before sending: the e-mail address and at least one role', async () => {
    show();
    await screen.findByRole('row', { name: /Kijker/ });
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Nieuw' } });
    fireEvent.change(screen.getByLabelText(/^Email address/), { target: { value: 'geen-adres' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /^Buyer/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Add user' }));
    expect(await screen.findByText('There is an error in the form')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Choose at least one role')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([, init]) => init.method === 'POST')).toBe(false);

    fireEvent.change(screen.getByLabelText(/^Email address/), {
      target: { value: 'nieuw@bedrijf.nl' },
    });
    fireEvent.click(screen.getByRole('checkbox', { name: /^Approver/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Add user' }));
    expect(await screen.findByRole('row', { name: /Nieuw/ })).toHaveTextContent('Approver');
    expect(screen.getByText(/^User added\./)).toBeInTheDocument();
  });

  it('changes a user’s roles and deactivates a user', async () => {
    show();
    const viewer = await screen.findByRole('row', { name: /Kijker/ });
    fireEvent.click(within(viewer).getByRole('button', { name: 'Change Kijker' }));
    fireEvent.click(await within(viewer).findByRole('checkbox', { name: /^Approver/ }));
    fireEvent.change(within(viewer).getByLabelText('Name'), { target: { value: 'Kijker Twee' } });
    fireEvent.click(within(viewer).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Viewer, Approver')).toBeInTheDocument();
    expect(screen.getByText('User updated.')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Kijker Twee/ })).toBeInTheDocument();
    fireEvent.click(within(viewer).getByRole('button', { name: 'Deactivate Kijker Twee' }));
    const question = screen.getByRole('dialog', { name: 'Deactivate Kijker Twee?' });
    fireEvent.click(within(question).getByRole('button', { name: 'Deactivate' }));
    expect(await within(viewer).findByText('Deactivated')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Editing took the user's lock and gave it back.
    const calls = fetch.mock.calls.map(
      ([url, init]: [string, RequestInit]) => `${init.method} ${url}`,
    );
    expect(calls).toContain('POST /api/relation/customers/u2/lock');
    expect(calls).toContain('POST /api/relation/customers/u2/unlock');
  });

  it('asks before deactivating: the focus moves into the question, Escape cancels and the focus returns', async () => {
    show();
    const viewer = await screen.findByRole('row', { name: /Kijker/ });
    const deactivate = within(viewer).getByRole('button', { name: 'Deactivate Kijker' });
    deactivate.focus();
    fireEvent.click(deactivate);
    const question = screen.getByRole('dialog', { name: 'Deactivate Kijker?' });
    expect(question).toHaveAccessibleDescription(
      'Kijker will no longer be able to sign in or order for the company. You can activate the user again later.',
    );
    // The safe answer has the focus; Tab stays inside the question.
    const cancel = within(question).getByRole('button', { name: 'Cancel' });
    expect(cancel).toHaveFocus();
    fireEvent.keyDown(cancel, { key: 'Tab' });
    expect(within(question).getByRole('button', { name: 'Deactivate' })).toHaveFocus();
    fireEvent.keyDown(question, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(deactivate).toHaveFocus();
    expect(within(viewer).getByText('Active')).toBeInTheDocument();
    const calls = fetch.mock.calls.map(([url]: [string]) => url);
    expect(calls).not.toContain('/api/relation/customers/u2/deactivate');
  });

  it('cancelling the question keeps the user active', async () => {
    show();
    const viewer = await screen.findByRole('row', { name: /Kijker/ });
    const deactivate = within(viewer).getByRole('button', { name: 'Deactivate Kijker' });
    deactivate.focus();
    fireEvent.click(deactivate);
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(deactivate).toHaveFocus();
    expect(fetch.mock.calls.map(([url]: [string]) => url)).not.toContain(
      '/api/relation/customers/u2/deactivate',
    );
  });

  it('shows live who else is editing a user, and waits', async () => {
    show();
    await screen.findByRole('row', { name: /Kijker/ });
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    expect(new URL(FakeEventSource.instances[0]!.url, 'http://x').searchParams.get('topic')).toBe(
      '/api/relation/companies/c1/users',
    );
    FakeEventSource.instances[0]!.push({
      ...users[1],
      activity: {
        event: 'lock',
        user: { uuid: 'u9', fullname: 'Administratie' },
        timestamp: new Date().toISOString(),
        expires_at: new Date(Date.now() + 300_000).toISOString(),
      },
    });
    const viewer = screen.getByRole('row', { name: /Kijker/ });
    expect(within(viewer).getByText(/Administratie/)).toBeInTheDocument();
    expect(within(viewer).getByRole('button', { name: 'Change Kijker' })).toBeDisabled();
    expect(within(viewer).getByRole('button', { name: 'Deactivate Kijker' })).toBeDisabled();
  });
});
