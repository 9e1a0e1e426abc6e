import { render, screen } from '@testing-library/react';
import { RemoteWidget, provideWidgetRenderer } from './remote-widget';

const line = { variationId: 7, quantity: 2 };

describe('RemoteWidget', () => {
  it('shows its fallback when no host provides widgets (a dev shell)', () => {
    render(
      <RemoteWidget
        module="checkout/AddToCart"
        props={{ productName: 'Roos', line }}
        fallback={<p>no cart here</p>}
      />,
    );
    expect(screen.getByText('no cart here')).toBeInTheDocument();
  });

  it("hands the module and props to the host's renderer", () => {
    provideWidgetRenderer((module, props) => <p>{`${module} with ${JSON.stringify(props)}`}</p>);
    render(<RemoteWidget module="checkout/AddToCart" props={{ productName: 'Roos', line }} />);
    expect(
      screen.getByText(
        'checkout/AddToCart with {"productName":"Roos","line":{"variationId":7,"quantity":2}}',
      ),
    ).toBeInTheDocument();
  });

  it('hands no props for a module that takes none', () => {
    provideWidgetRenderer((module, props) => <p>{`${module} with ${String(props)}`}</p>);
    render(<RemoteWidget module="checkout/MiniCart" />);
    expect(screen.getByText('checkout/MiniCart with undefined')).toBeInTheDocument();
  });
});
