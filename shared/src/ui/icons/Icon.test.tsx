import { act, render, screen } from '@testing-library/react';
import '../../i18n/i18n';
import { ModalHost, modal } from '../../popup/modal';
import { Popup } from '../../popup/Popup';
import { EmptyState } from '../page-kit/EmptyState';
import { Icon } from './Icon';
import { CATEGORY_ICONS, ICON_PATHS, type IconName } from './icon-paths';

describe('Icon', () => {
  it('is a decorative inline SVG by default: hidden from assistive technology, not focusable, in the text colour', () => {
    const { container } = render(<Icon name="megaphone" />);
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(svg).not.toHaveAttribute('role');
    expect(svg).toHaveAttribute('stroke', 'currentColor');
    expect(svg.querySelectorAll('path')).toHaveLength(ICON_PATHS.megaphone.paths.length);
    expect(container.textContent).toBe('');
  });

  it('with a label it is an image with that name', () => {
    render(<Icon name="lock" label="Locked" />);
    const image = screen.getByRole('img', { name: 'Locked' });
    expect(image).not.toHaveAttribute('aria-hidden');
  });

  it('paints filled icons instead of stroking them', () => {
    const { container } = render(<Icon name="heart-filled" />);
    expect(container.querySelector('svg')).toHaveAttribute('fill', 'currentColor');
    expect(container.querySelector('svg')).toHaveAttribute('stroke', 'none');
  });

  it('every icon has path data on the 24 grid, and every category icon exists', () => {
    for (const [name, drawing] of Object.entries(ICON_PATHS)) {
      expect([name, drawing.paths.length > 0]).toEqual([name, true]);
      for (const d of drawing.paths) expect(d).toMatch(/^M[\d.\- ]+/);
    }
    for (const name of Object.values(CATEGORY_ICONS)) expect(ICON_PATHS[name as IconName]).toBeDefined();
  });
});

describe('icons inside controls keep the control named by its catalogue text', () => {
  it("the popup's close button is named by the catalogue and its icon is hidden", () => {
    render(
      <Popup title="Notice" onClose={jest.fn()}>
        <p>body</p>
      </Popup>,
    );
    const close = screen.getByRole('button', { name: 'বন্ধ করুন' });
    expect(close.querySelector('svg[data-icon="close"]')).toHaveAttribute('aria-hidden', 'true');
    expect(close.textContent).toBe('');
  });

  it("a modal's status icon is drawn, not a glyph", () => {
    render(<ModalHost />);
    act(() => {
      modal.open({ title: 'Saved', icon: 'success', text: 'Done' });
    });
    const dialog = screen.getByRole('alertdialog', { name: 'Saved' });
    expect(dialog.querySelector('svg[data-icon="check"]')).toHaveAttribute('aria-hidden', 'true');
    expect(dialog.textContent).not.toMatch(/[✓×]/);
    act(() => modal.closeAll());
  });

  it('the empty state shows a hidden inbox drawing beside its title', () => {
    render(<EmptyState title="Nothing yet" />);
    const empty = screen.getByTestId('empty-state');
    expect(empty.querySelector('svg[data-icon="inbox"]')).toHaveAttribute('aria-hidden', 'true');
    expect(empty).toHaveTextContent(/^Nothing yet$/);
  });
});
