import type { ReactNode } from 'react';

/**
 * Lets one team place another team's exposed widget ('checkout/AddToCart') without importing
 * its source: the host provides the renderer that loads it through Module Federation, with
 * its own error boundary and timeout. Without a host (a remote's dev shell) the fallback shows.
 */
export type WidgetRenderer = (module: string, props: Record<string, unknown>) => ReactNode;

let renderer: WidgetRenderer | null = null;

export function provideWidgetRenderer(render: WidgetRenderer): void {
  renderer = render;
}

export function RemoteWidget({
  module,
  props = {},
  fallback = null,
}: {
  module: `${string}/${string}`;
  props?: Record<string, unknown>;
  fallback?: ReactNode;
}) {
  return <>{renderer ? renderer(module, props) : fallback}</>;
}
