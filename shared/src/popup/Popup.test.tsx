import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../i18n/i18n';
import { Popup } from './Popup';

describe('Popup', () => {
  it('closes with its close button and Escape, never with a click on the cover', async () => {
    const onClose = jest.fn();
    render(
      <Popup title="Notice" onClose={onClose} testId="p">
        <button type="button">inside</button>
      </Popup>,
    );
    await userEvent.click(screen.getByTestId('p-cover'));
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'বন্ধ করুন' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('has no close button when it must be answered', () => {
    render(
      <Popup title="Must answer" onClose={jest.fn()} closable={false}>
        <p>body</p>
      </Popup>,
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('locks page scroll while open and moves focus in, then restores both', () => {
    const opener = document.createElement('button');
    document.body.appendChild(opener);
    opener.focus();
    const { unmount } = render(
      <Popup title="Labelled" onClose={jest.fn()}>
        <input aria-label="field" />
      </Popup>,
    );
    expect(document.body.style.overflow).toBe('hidden');
    expect(screen.getByRole('dialog', { name: 'Labelled' })).toBeInTheDocument();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'বন্ধ করুন' }));
    unmount();
    expect(document.body.style.overflow).toBe('');
    expect(document.activeElement).toBe(opener);
  });

  it('is dragged by its header', () => {
    render(
      <Popup title="Drag me" onClose={jest.fn()}>
        <p>body</p>
      </Popup>,
    );
    const handle = document.querySelector('[data-drag-handle]')!;
    fireEvent.pointerDown(handle, { clientX: 10, clientY: 10, pointerId: 1 });
    fireEvent.pointerMove(handle, { clientX: 60, clientY: 30, pointerId: 1 });
    fireEvent.pointerUp(handle, { pointerId: 1 });
    expect(screen.getByRole('dialog').style.transform).toBe('translate(50px, 20px)');
  });
});
