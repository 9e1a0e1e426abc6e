import { render, screen } from '@testing-library/react';
import { RemoteWidget, provideWidgetRenderer } from './remote-widget';

describe('RemoteWidget', () => {
  it('shows its fallback when no host provides widgets (a dev shell)', () => {
    render(<RemoteWidget module="checkout/AddToCart" fallback={<p>no cart here</p>} />);
    expect(screen.getByText('no cart here')).toBeInTheDocument();
  });

  it("hands the module and props to the host's renderer", () => {
    provideWidgetRenderer((module, props) => <p>{`${module} for ${String(props.variationId)}`}</p>);
    render(<RemoteWidget module="checkout/AddToCart" props={{ variationId: 7 }} />);
    expect(screen.getByText('checkout/AddToCart for 7')).toBeInTheDocument();
  });
});
