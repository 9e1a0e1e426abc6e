import type { ReactNode } from 'react';
import type { ExposedModuleId, ModuleProps, ModulePropsArgument } from '@shop/contracts/modules';

/**
 * Lets one team place another team's exposed widget ('checkout/AddToCart') without importing
 * its source: the host provides the renderer that loads it through Module Federation, with
 * its own error boundary and timeout. Without a host (a remote's dev shell) the fallback shows.
 * The props were checked against the module's contract where the widget was placed.
 */
export type WidgetRenderer = <Id extends ExposedModuleId>(
  module: Id,
  props: ModuleProps[Id] | undefined,
) => ReactNode;

let renderer: WidgetRenderer | null = null;

export function provideWidgetRenderer(render: WidgetRenderer): void {
  renderer = render;
}

/**
 * Another team's widget, typed by its contract (ADR 0034): `module="checkout/AddToCart"` takes
 * exactly `ModuleProps['checkout/AddToCart']` as `props`, so a wrong or missing prop does not
 * compile.
 */
export function RemoteWidget<Id extends ExposedModuleId>(
  widget: { module: Id; fallback?: ReactNode } & ModulePropsArgument<Id>,
) {
  const { module, fallback = null } = widget;
  const { props } = widget as { props?: ModuleProps[Id] };
  return <>{renderer ? renderer(module, props) : fallback}</>;
}
