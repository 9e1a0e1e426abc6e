import { useTranslation } from 'react-i18next';
import { Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { ErrorFallback, Skeleton } from '@shop/shared-ui';
import type { ExposedModuleId, ModuleProps, ModulePropsArgument } from '@shop/contracts/modules';
import {
  forgetRemoteModule,
  loadedRemoteModule,
  loadRemoteModule,
  recentRemoteFailure,
} from './remote-modules';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { slotCommitted, useMayRenderAtOnce } from './rendered-modules';
import { isPersonalWidget } from './route-modules';
import { whenIdle } from '../app/phases';

// Checked against the module's contract where the slot was placed (RemoteSlot, RemoteWidget).
type Props = object;

function componentOf(moduleId: ExposedModuleId, exports: Record<string, unknown>) {
  const component = exports.default;
  if (typeof component !== 'function' && typeof component !== 'object') {
    throw new Error(`${moduleId} has no default export component`);
  }
  return component as ComponentType<Props>;
}

/**
 * The remote module's component: at once when it has loaded already, else after its load, with
 * the load's failure thrown for the slot's error boundary. Not React.lazy with Suspense: React
 * holds a suspended page back for about 300 ms after its skeleton showed (its reveal throttle),
 * which on a page that waits for its remote costs the shopper that much for nothing.
 */
function RemoteModule({
  moduleId,
  props,
  loading,
}: {
  moduleId: ExposedModuleId;
  props: Props;
  loading: ReactNode;
}) {
  // The slot remounts this for another module or a retry, so the first look is the only one.
  const atOnce = useMayRenderAtOnce(moduleId);
  const [load, setLoad] = useState<{ exports?: Record<string, unknown>; error?: unknown }>(() => {
    const exports = atOnce ? loadedRemoteModule(moduleId) : undefined;
    return exports ? { exports } : { error: atOnce ? recentRemoteFailure(moduleId) : undefined };
  });
  const { exports, error } = load;
  const failed = error !== undefined;
  useEffect(() => {
    if (exports || failed) return;
    let current = true;
    const load = () =>
      loadRemoteModule(moduleId).then(
        (loaded) => current && setLoad({ exports: loaded }),
        (error: unknown) => current && setLoad({ error }),
      );
    // A personal widget (the mini cart) once the page is idle: its remote's entry and code
    // never compete with the page's own start (issue 32). Its box holds its place meanwhile.
    const cancelIdle = isPersonalWidget(moduleId) ? whenIdle(load) : (void load(), undefined);
    return () => {
      current = false;
      cancelIdle?.();
    };
  }, [moduleId, exports, failed]);
  useEffect(() => {
    if (exports) slotCommitted(moduleId);
  }, [moduleId, exports]);
  if (failed) throw error;
  if (!exports) return loading;
  const Remote = componentOf(moduleId, exports);
  return <Remote {...props} />;
}

type Variant = 'page' | 'widget';

/**
 * One place on the page that a remote fills, typed by the module's contract (ADR 0034):
 * `module="checkout/AddToCart"` takes exactly `ModuleProps['checkout/AddToCart']` as `props`.
 */
export function RemoteSlot<Id extends ExposedModuleId>(
  slot: { module: Id; variant?: Variant } & ModulePropsArgument<Id>,
) {
  const { props } = slot as { props?: ModuleProps[Id] };
  return <ModuleSlot module={slot.module} props={props} variant={slot.variant} />;
}

/**
 * The slot for props already checked against their module's contract (another team's
 * RemoteWidget): a skeleton while the module loads, the localized fallback with a retry button
 * when it is down, hanging or broken.
 */
export function ModuleSlot({
  module,
  props = {},
  variant = 'page',
}: {
  module: ExposedModuleId;
  props?: Props;
  variant?: Variant;
}) {
  const { t } = useTranslation('host');
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    forgetRemoteModule(module);
    setAttempt((n) => n + 1);
  };
  const loading =
    variant === 'widget' ? (
      <span className="shop-host-widget-loading" aria-busy="true" />
    ) : (
      <Skeleton lines={6} />
    );
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
        {/* For a remote that suspends inside; loading the module itself does not suspend. */}
        <Suspense fallback={loading}>
          <RemoteModule moduleId={module} props={props} loading={loading} />
        </Suspense>
      </RemoteErrorBoundary>
    </div>
  );
}
