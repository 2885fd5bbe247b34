import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../i18n/i18n';
import { modal, ModalHost } from './modal';

describe('modal helper', () => {
  afterEach(() => act(() => modal.closeAll()));

  it('shows icon, title, sanitized HTML and buttons; a button closes it', async () => {
    render(<ModalHost />);
    const onConfirm = jest.fn();
    act(() => {
      modal.open({ icon: 'success', title: 'Copied', html: '<b>ok</b><img src=x onerror="alert(1)">', buttons: [{ label: 'Fine', primary: true, onClick: onConfirm }] });
    });
    const dialog = screen.getByRole('alertdialog', { name: 'Copied' });
    await waitFor(() => expect(dialog.querySelector('b')?.textContent).toBe('ok'));
    expect(dialog.innerHTML).not.toContain('onerror');
    await userEvent.click(screen.getByRole('button', { name: 'Fine' }));
    expect(onConfirm).toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('closes on a cover click only when asked to', async () => {
    render(<ModalHost />);
    act(() => void modal.open({ title: 'Stays', text: 'x' }));
    await userEvent.click(screen.getByTestId('modal-cover'));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    act(() => void modal.open({ title: 'Goes', closeOnCover: true }));
    const covers = screen.getAllByTestId('modal-cover');
    await userEvent.click(covers[covers.length - 1]!);
    expect(screen.queryByRole('alertdialog', { name: 'Goes' })).toBeNull();
    expect(screen.getByRole('alertdialog', { name: 'Stays' })).toBeInTheDocument();
  });

  it('closes after its timeout', () => {
    jest.useFakeTimers();
    render(<ModalHost />);
    act(() => void modal.open({ title: 'Soon gone', closeOnCover: true, timeoutMs: 2000 }));
    expect(screen.getByRole('alertdialog', { name: 'Soon gone' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.queryByRole('alertdialog', { name: 'Soon gone' })).toBeNull();
    jest.useRealTimers();
  });

  it('confirm resolves with the answer', async () => {
    render(<ModalHost />);
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => {
      answer = modal.confirm({ title: 'Sure to logout?', confirmLabel: 'Yes', cancelLabel: 'No' });
    });
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await expect(answer).resolves.toBe(true);
  });
});
