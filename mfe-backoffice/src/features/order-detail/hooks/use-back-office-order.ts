import { useTranslation } from 'react-i18next';
import { useEffect, useState } from 'react';
import { useApiResource } from '@shop/shared-ui';
import { apiErrorMessage } from '@shop/shared-ui/forms';
import { ApiError } from '@shop/shared-http';
import type { BackOfficeOrder } from '@shop/contracts/api';
import { backOfficeApi } from '../../../api/back-office-api';

/**
 * One order for the staff screen: loaded for `uuid`, replaced by each action's answer (the
 * order as it is now, ADR 0039); `error` says in the staff member's language why it is missing.
 */
export function useBackOfficeOrder(uuid: string) {
  const { t } = useTranslation(['backoffice', 'common']);
  const loaded = useApiResource(() => backOfficeApi.order(uuid), [uuid]);
  const [changed, setChanged] = useState<BackOfficeOrder | null>(null);
  useEffect(() => setChanged(null), [uuid]);
  const { error, data } = loaded;
  // Another order's data while this one loads is none of this page's.
  const current = [changed, data].find((order) => order?.uuid === uuid) ?? null;
  return {
    order: current,
    error: error
      ? error instanceof ApiError && error.status === 404
        ? t('detail.notFound')
        : apiErrorMessage(error, t)
      : null,
    replace: setChanged,
  };
}
