import { useTranslation } from 'react-i18next';
import { useRef, useState } from 'react';
import { useAuth, useHasPermissions } from '@shop/shared-auth';
import { ErrorFallback, Skeleton, useToast, useDocumentTitle } from '@shop/shared-ui';
import { addressFormValuesOf, apiErrorMessage } from '@shop/shared-ui/forms';
import { apiIri } from '@shop/shared-http';
import type { AddressBookEntryInput, AddressUpdateInput } from '@shop/contracts/schemas';
import {
  createAddress,
  deleteAddress,
  lockAddress,
  unlockAddress,
  updateAddress,
  type Address,
} from '../api/address-book-api';
import { conflictActivity, useAddressLock } from '../hooks/use-address-lock';
import { useLiveAddressBook } from '../hooks/use-live-address-book';
import { AddressCard } from './address-card';
import { AddressForm } from './address-form';
import '../address-book.css';
import '../../../i18n/address-book-messages';

type Mode = { kind: 'list' } | { kind: 'add' } | { kind: 'edit'; uuid: string };
type Done = 'created' | 'updated' | 'removed' | 'madeDefault';

/** The whole address again, as PUT takes it, made the default delivery address. */
const asDefault = (address: Address): AddressUpdateInput => ({
  ...addressFormValuesOf(address),
  newsletter: address.newsletter,
  deliveryAddress: true,
  isDefaultDeliveryAddress: true,
});

/**
 * The address book: the customer's addresses and, for roles that use them, their company's.
 * Own addresses can be added, changed, made the default delivery address and deleted; the
 * company's only by address managers. Editing takes the address's lock, and everyone else sees
 * who is editing it, live.
 */
export function AddressBookPage() {
  const { t } = useTranslation(['account', 'common']);
  const { user } = useAuth();
  const managesCompanyAddresses = useHasPermissions(['addresses.manage']);
  const { addresses, apply, loading, error, reload } = useLiveAddressBook(user?.uuid ?? null);
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const toast = useToast();
  const tell = (done: Done | null) => {
    if (done) toast.show(t(`addressBook.done_${done}`));
  };
  const titleRef = useRef<HTMLHeadingElement>(null);
  const title = t('nav.addressBook');
  useDocumentTitle(title);

  const editing =
    mode.kind === 'edit' ? addresses?.find((address) => address.uuid === mode.uuid) : undefined;
  useAddressLock(editing, apply);

  const ownIri = apiIri(`/relation/customers/${user?.uuid}`);
  const canChange = (address: Address) =>
    address.customer === ownIri || (Boolean(address.company) && managesCompanyAddresses);
  const lockedByOther = (address: Address) =>
    address.activity && address.activity.user.uuid !== user?.uuid ? address.activity : null;

  const back = (result: Done | null) => {
    setMode({ kind: 'list' });
    tell(result);
    // The form is gone: the focus goes back to the top of the screen.
    setTimeout(() => titleRef.current?.focus());
  };
  const fail = (failure: unknown, address?: Address) => {
    const conflict = conflictActivity(failure);
    if (conflict && address) apply({ ...address, activity: conflict });
    setProblem(apiErrorMessage(failure, t));
  };
  const act = async (action: () => Promise<void>, address?: Address) => {
    setBusy(true);
    setProblem(null);
    try {
      await action();
    } catch (failure) {
      fail(failure, address);
    } finally {
      setBusy(false);
    }
  };

  const startEditing = (address: Address) =>
    act(async () => {
      apply(await lockAddress(address));
      setMode({ kind: 'edit', uuid: address.uuid });
    }, address);
  const stopEditing = async (address: Address, result: Done | null) => {
    try {
      apply(await unlockAddress(address));
    } catch {
      // The lock expires on its own; nothing the user must act on.
    }
    back(result);
  };
  const saveNew = async (input: AddressBookEntryInput) => {
    const created = await createAddress(input);
    if (created.isDefaultDeliveryAddress) demotePreviousDefault(created);
    apply(created);
    back('created');
  };
  const saveChanged = async (address: Address, input: AddressUpdateInput) => {
    const updated = await updateAddress(address.uuid, input);
    if (input.isDefaultDeliveryAddress) demotePreviousDefault(updated);
    apply(updated);
    await stopEditing(updated, 'updated');
  };
  /** The book's old default, at once (the hub announces it too). */
  const demotePreviousDefault = (now: Address) => {
    const previous = addresses?.find(
      (address) =>
        address.uuid !== now.uuid &&
        address.isDefaultDeliveryAddress &&
        address.customer === now.customer &&
        address.company === now.company,
    );
    if (previous) apply({ ...previous, isDefaultDeliveryAddress: false });
  };
  const makeDefault = (address: Address) =>
    act(async () => {
      const updated = await updateAddress(address.uuid, asDefault(address));
      demotePreviousDefault(updated);
      apply(updated);
      tell('madeDefault');
    }, address);
  const remove = (address: Address) =>
    act(async () => {
      await deleteAddress(address.uuid);
      apply({ '@id': address['@id'] });
      tell('removed');
      titleRef.current?.focus();
    }, address);

  let content;
  if (loading) content = <Skeleton lines={4} />;
  else if (error || !addresses) content = <ErrorFallback onRetry={reload} />;
  else if (mode.kind === 'add')
    content = (
      <AddressForm
        heading={t('addressBook.addTitle')}
        onSave={saveNew}
        onCancel={() => back(null)}
      />
    );
  else if (editing)
    content = (
      <AddressForm
        heading={t('addressBook.editTitle')}
        address={editing}
        disabled={Boolean(lockedByOther(editing))}
        onSave={(input) => saveChanged(editing, input)}
        onCancel={() => void stopEditing(editing, null)}
      />
    );
  else
    content = (
      <>
        <button
          type="button"
          className="shop-ui-button"
          onClick={() => {
            setProblem(null);
            setMode({ kind: 'add' });
          }}
        >
          {t('addressBook.add')}
        </button>
        {addresses.length === 0 ? (
          <p>{t('addressBook.empty')}</p>
        ) : (
          <ul className="account-address-list">
            {addresses.map((address) => (
              <li key={address.uuid}>
                <AddressCard
                  address={address}
                  canChange={canChange(address)}
                  lockedBy={lockedByOther(address)}
                  busy={busy}
                  onEdit={() => void startEditing(address)}
                  onMakeDefault={() => void makeDefault(address)}
                  onDelete={() => void remove(address)}
                />
              </li>
            ))}
          </ul>
        )}
      </>
    );

  return (
    <section aria-labelledby="account-section-title" className="account-address-book">
      <h1 id="account-section-title" ref={titleRef} tabIndex={-1}>
        {title}
      </h1>
      {problem && (
        <p role="alert" className="account-error">
          {problem}
        </p>
      )}
      <div role="status" className="account-success">
        {toast.message && <p>{toast.message}</p>}
      </div>
      {content}
    </section>
  );
}
