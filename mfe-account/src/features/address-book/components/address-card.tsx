import { useTranslation } from 'react-i18next';
import { useEffect, useId, useRef, useState } from 'react';
import type { ItemActivity } from '@shop/shared-http';
import { useLocale } from '@shop/shared-ui';
import { useCountries } from '@shop/shared-ui/forms';
import type { Address } from '../api/address-book-api';
import { streetLine } from '@shop/contracts/format';

/** Why an address cannot be deleted (spec §5), or null when it can. */
export function undeletableReason(address: Address): string | null {
  if (address.isCompanyMainAddress) return 'addressBook.notDeletable_main';
  if (address.isDefaultInvoiceAddress) return 'addressBook.notDeletable_invoice';
  if (address.isDefaultDeliveryAddress) return 'addressBook.notDeletable_delivery';
  return null;
}

interface Props {
  address: Address;
  /** Own addresses, and the company's for address managers. */
  canChange: boolean;
  /** Someone else's live lock on it. */
  lockedBy: ItemActivity | null;
  busy: boolean;
  onEdit: () => void;
  onMakeDefault: () => void;
  onDelete: () => void;
}

/** One address of the book: its lines, what it is, who is editing it, and what you may do. */
export function AddressCard({
  address,
  canChange,
  lockedBy,
  busy,
  onEdit,
  onMakeDefault,
  onDelete,
}: Props) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const id = useId();
  const countries = useCountries();
  const [confirming, setConfirming] = useState(false);
  // The question replaces the delete button: the focus goes to its answer, and back after 'no'.
  const confirmButton = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);
  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
    else if (asked.current) deleteButton.current?.focus();
    asked.current = confirming;
  }, [confirming]);
  const reason = undeletableReason(address);
  const name = `${address.firstname} ${address.lastname}`;
  const until = lockedBy
    ? new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(
        new Date(lockedBy.expires_at),
      )
    : '';
  const badges = [
    address.isDefaultDeliveryAddress && t('addressBook.defaultDelivery'),
    address.isDefaultInvoiceAddress && t('addressBook.defaultInvoice'),
    address.isCompanyMainAddress && t('addressBook.companyMain'),
    address.company && !address.isCompanyMainAddress && t('addressBook.companyAddress'),
  ].filter(Boolean);
  const disabled = busy || Boolean(lockedBy);

  return (
    <article className="account-address" aria-labelledby={`${id}-name`}>
      <h2 id={`${id}-name`} className="account-address__name">
        {name}
      </h2>
      {badges.length > 0 && (
        <ul className="account-address__badges" aria-label={t('addressBook.kind')}>
          {badges.map((badge) => (
            <li key={badge as string}>{badge}</li>
          ))}
        </ul>
      )}
      <address>
        {address.companyName && <div>{address.companyName}</div>}
        {address.attn && <div>{t('addressBook.attn', { attn: address.attn })}</div>}
        <div>{streetLine(address)}</div>
        <div>
          {address.postcode} {address.city}
        </div>
        <div>
          {countries.find((country) => country.code === address.country)?.name ??
            t(`address:country_${address.country}`)}
        </div>
      </address>
      <div role="status" aria-live="polite" className="account-lock-notice">
        {lockedBy && (
          <p>{t('addressBook.lockedBy', { name: lockedBy.user.fullname, time: until })}</p>
        )}
      </div>
      {canChange && (
        <div className="account-actions account-address__actions">
          <button type="button" className="shop-ui-button" disabled={disabled} onClick={onEdit}>
            {t('addressBook.edit')}
            <span className="account-visually-hidden">: {name}</span>
          </button>
          {!address.isDefaultDeliveryAddress && address.deliveryAddress !== false && (
            <button
              type="button"
              className="shop-ui-button"
              disabled={disabled}
              onClick={onMakeDefault}
            >
              {t('addressBook.makeDefault')}
              <span className="account-visually-hidden">: {name}</span>
            </button>
          )}
          {reason ? (
            <p id={`${id}-reason`} className="account-address__reason">
              {t('addressBook.notDeletable')}: {t(reason)}
            </p>
          ) : confirming ? (
            <div
              role="group"
              aria-label={t('addressBook.confirmDelete')}
              className="account-actions"
            >
              <span>{t('addressBook.confirmDelete')}</span>
              <button
                ref={confirmButton}
                type="button"
                className="shop-ui-button"
                disabled={disabled}
                onClick={() => {
                  setConfirming(false);
                  onDelete();
                }}
              >
                {t('addressBook.confirmYes')}
              </button>
              <button type="button" className="shop-ui-button" onClick={() => setConfirming(false)}>
                {t('addressBook.cancel')}
              </button>
            </div>
          ) : (
            <button
              ref={deleteButton}
              type="button"
              className="shop-ui-button"
              disabled={disabled}
              onClick={() => setConfirming(true)}
            >
              {t('addressBook.delete')}
              <span className="account-visually-hidden">: {name}</span>
            </button>
          )}
        </div>
      )}
    </article>
  );
}
