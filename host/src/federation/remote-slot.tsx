import { lazy, Suspense, useMemo, useState, type ComponentType } from 'react';
import { ErrorFallback, Skeleton, useTranslation } from '@shop/shared-ui';
import { forgetRemoteModule, loadRemoteModule } from './remote-modules';
import { RemoteErrorBoundary } from './remote-error-boundary';

type Props = Record<string, unknown>;

function lazyRemote(moduleId: string) {
  return lazy(async () => {
    const exports = await loadRemoteModule(moduleId);
    const component = exports.default;
    if (typeof component !== 'function' && typeof component !== 'object') {
      throw new Error(`${moduleId} has no default export component`);
    }
    return { default: component as ComponentType<Props> };
  });
}

/**
 * One place on the page that a remote fills: a skeleton while it loads, the localized
 * fallback with a retry button when it is down, hanging or broken.
 */
export function RemoteSlot({
  module,
  props = {},
  variant = 'page',
}: {
  module: string;
  props?: Props;
  variant?: 'page' | 'widget';
}) {
  const { t } = useTranslation('host');
  const [attempt, setAttempt] = useState(0);
  // A new lazy component per attempt, so a retry loads again instead of replaying the error.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const Remote = useMemo(() => lazyRemote(module), [module, attempt]);
  const retry = () => {
    forgetRemoteModule(module);
    setAttempt((n) => n + 1);
  };
  const fallback = (onRetry: () => void) =>
    variant === 'widget' ? (
      <span className="shop-host-widget-error" role="alert">
        {t('slot.widgetUnavailable')}{' '}
        <button type="button" className="shop-host-link-button" onClick={onRetry}>
          {t('common:errors.retry')}
        </button>
      </span>
    ) : (
      <ErrorFallback onRetry={onRetry} />
    );
  return (
    <div className={`shop-host-slot shop-host-slot--${variant}`} data-slot={module}>
      <RemoteErrorBoundary
        key={`${module}:${attempt}`}
        moduleId={module}
        onRetry={retry}
        fallback={fallback}
      >
        <Suspense
          fallback={
            variant === 'widget' ? (
              <span className="shop-host-widget-loading" aria-busy="true" />
            ) : (
              <Skeleton lines={6} />
            )
          }
        >
          <Remote {...props} />
        </Suspense>
      </RemoteErrorBoundary>
    </div>
  );
}
