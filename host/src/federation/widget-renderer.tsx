import { provideWidgetRenderer } from '@shop/shared-ui';
import { ModuleSlot } from './remote-slot';

/**
 * How a team's page shows another team's widget (`<RemoteWidget module="checkout/AddToCart">`):
 * in a slot of its own. The same on the server and in the browser, so the two trees match.
 */
export function provideRemoteWidgets(): void {
  provideWidgetRenderer((module, props) => (
    <ModuleSlot module={module} props={props} variant="widget" />
  ));
}
