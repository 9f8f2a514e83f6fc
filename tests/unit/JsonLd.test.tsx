import {render, screen} from '@testing-library/react';
import JsonLd, {jsonLdText} from '@site/src/components/JsonLd';

const hostile = {'@type': 'JobPosting', title: 'Tester </script><script>alert(1)</script>', description: 'a < b'};

describe('JsonLd (D25)', () => {
  it('writes no "<" into the script body, yet reads back as the same data', () => {
    const text = jsonLdText(hostile);
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual(hostile);
  });

  it('puts one script in the head whose text a closing tag in the data cannot end', () => {
    render(<JsonLd data={hostile} />);
    const head = screen.getByTestId('head');
    const scripts = head.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toHaveAttribute('type', 'application/ld+json');
    // What a browser would parse from the pre-rendered HTML: still one script, with the whole data.
    const reparsed = document.createElement('div');
    reparsed.innerHTML = head.innerHTML;
    expect(reparsed.querySelectorAll('script')).toHaveLength(1);
    expect(JSON.parse(reparsed.querySelector('script')!.textContent)).toEqual(hostile);
  });
});
