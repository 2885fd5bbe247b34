import { render, screen } from '@testing-library/react';
import { loadHtmlSanitizer, SafeHtml } from './safe-html';
import { sanitizeHtml } from './sanitize';

describe('sanitizeHtml', () => {
  it('keeps HTML markup and drops scripts, handlers and javascript: links', () => {
    const clean = sanitizeHtml('<p>Hi <b>there</b><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">go</a></p>');
    expect(clean).toContain('<b>there</b>');
    expect(clean).not.toContain('script');
    expect(clean).not.toContain('onerror');
    expect(clean).not.toContain('javascript:');
  });

  it('drops SVG and MathML (HTML profile only)', () => {
    expect(sanitizeHtml('<svg><circle r="1"></circle></svg><math><mi>x</mi></math>ok')).toBe('ok');
  });
});

describe('SafeHtml', () => {
  it('inserts nothing until the sanitizer has arrived, then the sanitized HTML', async () => {
    render(<SafeHtml data-testid="body" html={'<i>safe</i><img src=x onerror="alert(1)">'} />);
    const body = screen.getByTestId('body');
    expect(body).toBeEmptyDOMElement();
    expect(body).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByText('safe')).toBeInTheDocument();
    expect(body).not.toHaveAttribute('aria-busy');
    expect(body.innerHTML).not.toContain('onerror');
  });

  it('renders at once once the sanitizer is here', async () => {
    await loadHtmlSanitizer();
    render(<SafeHtml data-testid="second" html="<u>two</u>" />);
    expect(screen.getByTestId('second').innerHTML).toBe('<u>two</u>');
  });
});
