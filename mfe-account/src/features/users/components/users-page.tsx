import { useCallback, useEffect, useRef, useState } from 'react';
import { subscribe, watchLockExpiry, withoutExpiredLock } from '@shop/shared-http';
import { Link } from '@shop/shared-ui/router';
import { useAuth } from '@shop/shared-auth';
import { ErrorFallback, Skeleton, useApiResource, useToast, useTranslation } from '@shop/shared-ui';
import { apiErrorMessage, FormAlert, FormField } from '@shop/shared-ui/forms';
import { usersApi, type CompanyRole, type CompanyUser } from '../api/users-api';
import { LockNotice } from '../../../components/lock-notice';
import { InviteUserForm } from './invite-user-form';
import { RoleCheckboxes } from './role-checkboxes';

function UserRow({
  user,
  self,
  me,
  onChanged,
  onError,
}: {
  user: CompanyUser;
  self: boolean;
  me: string;
  onChanged: (user: CompanyUser) => void;
  onError: (error: unknown) => void;
}) {
  const { t } = useTranslation('account');
  const [editing, setEditing] = useState(false);
  const [roles, setRoles] = useState<CompanyRole[]>(user.companyRoles);
  const [name, setName] = useState(user.fullname);
  const [busy, setBusy] = useState(false);
  // Someone else is editing this user: the row says who, and waits.
  const lockedByOther = user.activity && user.activity.user.uuid !== me ? user.activity : null;
  const run = async (change: Promise<CompanyUser>, then?: () => Promise<CompanyUser>) => {
    setBusy(true);
    try {
      onChanged(await change);
      if (then) onChanged(await then());
      setEditing(false);
    } catch (error) {
      onError(error);
    } finally {
      setBusy(false);
    }
  };
  const startEditing = async () => {
    setBusy(true);
    try {
      onChanged(await usersApi.lock(user.uuid));
      setRoles(user.companyRoles);
      setName(user.fullname);
      setEditing(true);
    } catch (error) {
      onError(error);
    } finally {
      setBusy(false);
    }
  };
  // Leaving the screen while editing gives the lock back.
  const editingNow = useRef(false);
  editingNow.current = editing;
  useEffect(
    () => () => {
      if (editingNow.current) void usersApi.unlock(user.uuid).catch(() => undefined);
    },
    [user.uuid],
  );
  return (
    <tr>
      <th scope="row">
        {user.fullname}
        {self && <span className="shop-ui-field__hint"> ({t('users.you')})</span>}
        <LockNotice activity={lockedByOther} />
      </th>
      <td className="account-table__wrap">{user.email}</td>
      <td>
        {editing ? (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              const renamed = name.trim() && name.trim() !== user.fullname;
              void run(
                (renamed ? usersApi.rename(user.uuid, name.trim()) : Promise.resolve(user)).then(
                  () => usersApi.setRoles(user.uuid, roles),
                ),
                () => usersApi.unlock(user.uuid),
              );
            }}
          >
            <FormField
              name="fullname"
              label={t('users.fullname')}
              value={name}
              onChange={(event) => setName(event.target.value)}
            />
            <RoleCheckboxes
              legend={t('users.rolesOf', { name: user.fullname })}
              value={roles}
              onChange={setRoles}
            />
            <button type="submit" className="shop-ui-button" disabled={busy || roles.length === 0}>
              {t('users.save')}
            </button>{' '}
            <button
              type="button"
              className="account-link-button"
              onClick={() => void run(usersApi.unlock(user.uuid))}
            >
              {t('users.cancel')}
            </button>
          </form>
        ) : (
          user.companyRoles.map((role) => t(`users.role_${role}`)).join(', ')
        )}
      </td>
      <td>{user.active ? t('users.active') : t('users.inactive')}</td>
      <td className="account-table__actions">
        {!editing && (
          <button
            type="button"
            className="account-link-button"
            aria-label={t('users.editName', { name: user.fullname })}
            disabled={busy || lockedByOther !== null}
            onClick={() => void startEditing()}
          >
            {t('users.edit')}
          </button>
        )}
        {!self && (
          <button
            type="button"
            className="account-link-button"
            disabled={busy || lockedByOther !== null}
            onClick={() => void run(usersApi.setActive(user.uuid, !user.active))}
          >
            {user.active
              ? t('users.deactivateName', { name: user.fullname })
              : t('users.activateName', { name: user.fullname })}
          </button>
        )}
      </td>
    </tr>
  );
}

/** The company's users (users.manage): add, change roles, (de)activate. */
export function UsersPage() {
  const { t } = useTranslation(['account', 'common']);
  const { user } = useAuth();
  const companyUuid = user?.currentCompany ?? '';
  const users = useApiResource((signal) => usersApi.list(companyUuid, signal), [companyUuid]);
  const [list, setList] = useState<CompanyUser[] | null>(null);
  const toast = useToast();
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    document.title = t('nav.users');
  }, [t]);
  useEffect(
    () => setList(users.data ? users.data.map((known) => withoutExpiredLock(known)) : null),
    [users.data],
  );

  /** A user as they are now: in place, or added at the end. */
  const put = useCallback((next: CompanyUser) => {
    setList((current) => {
      if (!current) return current;
      const fresh = withoutExpiredLock(next);
      return current.some((known) => known.uuid === next.uuid)
        ? current.map((known) => (known.uuid === next.uuid ? fresh : known))
        : [...current, fresh];
    });
  }, []);
  // Every change anyone makes (roles, a lock, a new user) arrives through the hub.
  useEffect(() => {
    if (!companyUuid) return;
    return subscribe<CompanyUser>([usersApi.topic(companyUuid)], put, {
      hubUrl: '/.well-known/mercure',
      token: usersApi.hubToken,
    });
  }, [companyUuid, put]);
  // Nobody announces an expiry: a lapsed lock is cleared here (checked every 10 s).
  const shown = useRef(list);
  shown.current = list;
  useEffect(
    () =>
      watchLockExpiry(
        () =>
          shown.current?.find(
            (known) => known.activity && Date.parse(known.activity.expires_at) <= Date.now(),
          ),
        () => setList((current) => current?.map((known) => withoutExpiredLock(known)) ?? null),
      ),
    [],
  );

  const tell = (text: string) => {
    setProblem(null);
    toast.show(text);
  };
  const changed = (next: CompanyUser, key?: 'users.added' | 'users.updated') => {
    put(next);
    if (key) tell(t(key));
  };

  return (
    <section aria-labelledby="users-title" className="account-users">
      <h1 id="users-title">{t('nav.users')}</h1>
      <p className="account-status" role="status">
        {toast.message}
      </p>
      <FormAlert message={problem} />
      <p>
        <Link to="rechten">{t('rights.link')}</Link>
      </p>
      {users.error ? (
        <ErrorFallback message={apiErrorMessage(users.error, t)} onRetry={users.reload} />
      ) : !list ? (
        <Skeleton lines={4} />
      ) : (
        <div className="account-table-wrap">
          <table className="account-table">
            <thead>
              <tr>
                <th scope="col">{t('users.fullname')}</th>
                <th scope="col">{t('users.email')}</th>
                <th scope="col">{t('users.roles')}</th>
                <th scope="col">{t('users.status')}</th>
                <th scope="col">
                  <span className="shop-ui-visually-hidden">{t('users.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.map((member) => (
                <UserRow
                  key={member.uuid}
                  user={member}
                  self={member.uuid === user?.uuid}
                  me={user?.uuid ?? ''}
                  onChanged={(next) =>
                    changed(
                      next,
                      // Taking or giving back the lock is no change to tell about.
                      next.companyRoles.join() === member.companyRoles.join() &&
                        next.active === member.active
                        ? undefined
                        : 'users.updated',
                    )
                  }
                  onError={(error) => setProblem(apiErrorMessage(error, t))}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <InviteUserForm
        companyUuid={companyUuid}
        onAdded={(added) => changed(added, 'users.added')}
      />
    </section>
  );
}
