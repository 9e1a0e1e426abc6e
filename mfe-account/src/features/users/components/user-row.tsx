import { useTranslation } from 'react-i18next';
import { useEffect, useRef, useState } from 'react';
import { FormField } from '@shop/shared-ui/forms';
import { usersApi, type CompanyRole, type CompanyUser } from '../api/users-api';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LockNotice } from '../../../components/lock-notice';
import { RoleCheckboxes } from './role-checkboxes';

/**
 * One company user: name, e-mail, roles, status; change (taking the user's lock) and
 * (de)activate. Deactivating asks first: the user can no longer sign in or order.
 */
export function UserRow({
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
  const [confirmingDeactivation, setConfirmingDeactivation] = useState(false);
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
      <td className="account-table__wrap" data-label={t('users.email')}>
        {user.email}
      </td>
      <td data-label={t('users.roles')}>
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
      <td data-label={t('users.status')}>
        {user.active ? t('users.active') : t('users.inactive')}
      </td>
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
            onClick={() =>
              user.active
                ? setConfirmingDeactivation(true)
                : void run(usersApi.setActive(user.uuid, true))
            }
          >
            {user.active
              ? t('users.deactivateName', { name: user.fullname })
              : t('users.activateName', { name: user.fullname })}
          </button>
        )}
        {confirmingDeactivation && (
          <ConfirmDialog
            question={{
              title: t('users.deactivateQuestion', { name: user.fullname }),
              body: t('users.deactivateExplained', { name: user.fullname }),
              confirm: t('users.deactivate'),
              cancel: t('users.cancel'),
            }}
            onConfirm={() => {
              setConfirmingDeactivation(false);
              void run(usersApi.setActive(user.uuid, false));
            }}
            onCancel={() => setConfirmingDeactivation(false)}
          />
        )}
      </td>
    </tr>
  );
}
