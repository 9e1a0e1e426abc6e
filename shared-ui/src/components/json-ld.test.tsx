import { render } from '@testing-library/react';
import { JsonLd, serializeJsonLd } from './json-ld';

const hostile = { '@type': 'Product', name: '</script><script>alert(1)</script> <!-- x' };

describe('serializeJsonLd', () => {
  it('writes no "<", so no product name can end the script element', () => {
    const json = serializeJsonLd(hostile);
    expect(json).not.toContain('<');
    expect(json).toContain('\\u003c/script>\\u003cscript>alert(1)\\u003c/script> \\u003c!-- x');
    expect(JSON.parse(json)).toEqual(hostile);
  });
});

describe('JsonLd', () => {
  it('renders one data block that holds the text unchanged and starts no script', () => {
    const { container } = render(<JsonLd data={hostile} />);
    const scripts = container.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toHaveAttribute('type', 'application/ld+json');
    expect(scripts[0]!.innerHTML).not.toContain('<');
    expect(JSON.parse(scripts[0]!.textContent ?? '')).toEqual(hostile);
  });
});
