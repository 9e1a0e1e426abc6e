import { useTranslation } from 'react-i18next';
import { useEffect, useRef, useState } from 'react';
import { useAuth, useHasPermissions } from '@shop/shared-auth';
import { ApiError, type ItemActivity } from '@shop/shared-http';
import { ErrorFallback, Skeleton, useToast, useDocumentTitle } from '@shop/shared-ui';
import { type CompanyUpdateInput } from '@shop/contracts/schemas';
import { lockCompany, unlockCompany, updateCompany, type Company } from '../api/company-api';
import { useLiveCompany } from '../hooks/use-live-company';
import { CompanyDetails } from './company-details';
import { CompanyForm } from './company-form';
import { LockNotice } from '../../../components/lock-notice';
import { CompanyAddresses } from './company-addresses';

const conflictActivity = (error: unknown) =>
  error instanceof ApiError && error.status === 409
    ? ((error.body as { activity?: ItemActivity } | undefined)?.activity ?? null)
    : null;

/**
 * The organisation screen: the company's data for company.read, editing for company.update.
 * Editing takes the company's lock; while someone else holds it, everyone else sees who and
 * until when (live, through the hub) and cannot start editing.
 */
export function CompanyPage() {
  const { t } = useTranslation(['account', 'common']);
  const { user } = useAuth();
  const canEdit = useHasPermissions(['company.update']);
  // The company's address book serves its buyers and address managers (ADR 0017).
  const granted = user?.permissions ?? [];
  const usesCompanyAddresses =
    granted.includes('orders.create') || granted.includes('addresses.manage');
  const { company, setCompany, loading, error, reload } = useLiveCompany(
    user?.currentCompany ?? null,
  );
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const toast = useToast();
  const editButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const title = t('nav.organisation');
  useDocumentTitle(title);

  // Leaving the screen while editing gives the lock back.
  const heldLock = useRef<Company | null>(null);
  heldLock.current = editing && company ? company : null;
  useEffect(
    () => () => {
      if (heldLock.current) void unlockCompany(heldLock.current).catch(() => undefined);
    },
    [],
  );
  useEffect(() => {
    if (!editing && returnFocus.current) {
      returnFocus.current = false;
      editButton.current?.focus();
    }
  }, [editing]);

  const activity = company?.activity ?? null;
  const lockedByOther = activity && activity.user.uuid !== user?.uuid ? activity : null;

  // While the form is open the lock is renewed halfway through its life, so a long edit does
  // not lose it. The lifetime comes from the server's own timestamps (no clock skew).
  const ownLock = editing && activity && !lockedByOther ? activity : null;
  const renewIn = ownLock
    ? Math.max(1_000, (Date.parse(ownLock.expires_at) - Date.parse(ownLock.timestamp)) / 2)
    : null;
  const shownCompany = useRef(company);
  shownCompany.current = company;
  useEffect(() => {
    if (renewIn === null) return;
    const timer = setTimeout(() => {
      if (!shownCompany.current) return;
      lockCompany(shownCompany.current).then(setCompany, (failure: unknown) => {
        const conflict = conflictActivity(failure);
        if (conflict) setCompany((shown) => shown && { ...shown, activity: conflict });
      });
    }, renewIn);
    return () => clearTimeout(timer);
  }, [renewIn, ownLock?.timestamp, setCompany]);

  const fail = (failure: unknown) => {
    const conflict = conflictActivity(failure);
    if (conflict) setCompany((shown) => shown && { ...shown, activity: conflict });
    setProblem(
      failure instanceof ApiError && failure.message ? failure.message : t('common:errors.generic'),
    );
  };

  const startEditing = async () => {
    if (!company) return;
    setBusy(true);
    setProblem(null);
    try {
      setCompany(await lockCompany(company));
      setEditing(true);
    } catch (failure) {
      fail(failure);
    } finally {
      setBusy(false);
    }
  };

  const stopEditing = async (shown: Company) => {
    try {
      setCompany(await unlockCompany(shown));
    } catch {
      // The lock expires on its own; nothing the user must act on.
    }
    returnFocus.current = true;
    setEditing(false);
  };

  const save = async (input: CompanyUpdateInput) => {
    if (!company) return;
    setProblem(null);
    try {
      const updated = await updateCompany(company, input);
      setCompany(updated);
      toast.show(t('company.saved'));
      await stopEditing(updated);
    } catch (failure) {
      fail(failure);
    }
  };

  let content;
  if (loading) content = <Skeleton lines={3} />;
  else if (error || !company)
    content = <ErrorFallback onRetry={user?.currentCompany ? reload : undefined} />;
  else if (editing)
    content = (
      <CompanyForm
        company={company}
        disabled={Boolean(lockedByOther)}
        onSave={save}
        onCancel={() => void stopEditing(company)}
      />
    );
  else
    content = (
      <>
        <CompanyDetails company={company} />
        {canEdit && (
          <button
            ref={editButton}
            type="button"
            className="shop-ui-button"
            disabled={busy || Boolean(lockedByOther)}
            onClick={() => void startEditing()}
          >
            {t('company.edit')}
          </button>
        )}
      </>
    );

  return (
    <section aria-labelledby="account-section-title" className="account-company">
      <h1 id="account-section-title">{title}</h1>
      <LockNotice activity={lockedByOther} />
      {problem && (
        <p role="alert" className="account-error">
          {problem}
        </p>
      )}
      <div role="status" className="account-success">
        {toast.message && <p>{toast.message}</p>}
      </div>
      {content}
      {usesCompanyAddresses && company && <CompanyAddresses companyUuid={company.uuid} />}
    </section>
  );
}
