import { useEffect, useRef, useState } from 'react';
import { subscribe, watchLockExpiry, withoutExpiredLock } from '@shop/shared-http';
import { useApiResource } from '@shop/shared-ui';
import { getCompany, getHubToken, HUB_URL, type Company } from '../api/company-api';

/**
 * The company, kept current: loaded once, then every change anyone makes (an edit, a lock, an
 * unlock) arrives through the hub, and a lock whose expiry passes is cleared here (checked every
 * 10 s), since nobody announces an expiry.
 */
export function useLiveCompany(uuid: string | null) {
  const resource = useApiResource(
    (signal) => (uuid ? getCompany(uuid, signal) : Promise.reject(new Error('No company'))),
    [uuid],
  );
  const [company, setCompany] = useState<Company | undefined>();
  const current = useRef(company);
  current.current = company;

  useEffect(() => {
    if (resource.data) setCompany(withoutExpiredLock(resource.data));
  }, [resource.data]);

  const topic = company?.['@id'];
  useEffect(() => {
    if (!topic) return;
    return subscribe<Company>([topic], (update) => setCompany(withoutExpiredLock(update)), {
      hubUrl: HUB_URL,
      token: getHubToken,
    });
  }, [topic]);

  useEffect(
    () =>
      watchLockExpiry(
        () => current.current,
        () => setCompany((shown) => shown && { ...shown, activity: null }),
      ),
    [],
  );

  return {
    company,
    setCompany,
    loading: resource.loading && !company,
    error: company ? undefined : resource.error,
    reload: resource.reload,
  };
}
