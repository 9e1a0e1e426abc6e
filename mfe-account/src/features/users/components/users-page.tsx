import { useTranslation } from 'react-i18next';
import { useCallback, useEffect, useRef, useState } from 'react';
import { subscribe, watchLockExpiry, withoutExpiredLock } from '@shop/shared-http';
import { Link } from '@shop/shared-ui/router';
import { useAuth } from '@shop/shared-auth';
import {
  ErrorFallback,
  Skeleton,
  useApiResource,
  useToast,
  useDocumentTitle,
} from '@shop/shared-ui';
import { apiErrorMessage, FormAlert } from '@shop/shared-ui/forms';
import { usersApi, type CompanyUser } from '../api/users-api';
import { InviteUserForm } from './invite-user-form';
import { UserRow } from './user-row';

/** The company's users (users.manage): add, change roles, (de)activate. */
export function UsersPage() {
  const { t } = useTranslation(['account', 'common']);
  const { user } = useAuth();
  const companyUuid = user?.currentCompany ?? '';
  const users = useApiResource((signal) => usersApi.list(companyUuid, signal), [companyUuid]);
  const [list, setList] = useState<CompanyUser[] | null>(null);
  const toast = useToast();
  const [problem, setProblem] = useState<string | null>(null);
  useDocumentTitle(t('nav.users'));
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
          <table className="account-table account-users-table account-card-table">
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
