import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FeedbackRecord } from '@khela/shared';
import { FakeMemberApi } from '@/testing/fake-member-api';
import { renderAsMember } from '@/testing/render-member';
import { FeedbackPage } from './FeedbackPage';

const path = '/wps/feedback';

function record(overrides: Partial<FeedbackRecord> = {}): FeedbackRecord {
  return {
    id: 1,
    type: 'PAYMENT',
    content: 'My deposit is late',
    status: 'PENDING',
    images: [],
    reply: null,
    repliedAt: null,
    createdAt: '2026-11-20T08:00:00.000Z',
    ...overrides,
  };
}

const pageOf = (records: FeedbackRecord[]) => ({ value: { records, pageNo: 1, pageSize: 10, total: records.length, totalPages: 1 } });

function image(name: string, type = 'image/png', size = 2048): File {
  const file = new File(['img'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

const form = () => within(screen.getByRole('form', { name: 'Send feedback' }));

describe('feedback page', () => {
  it('lists the member’s feedback with its status and the brand’s reply', async () => {
    new FakeMemberApi().on('GET', path, pageOf([
      record({ id: 2, type: 'SUGGESTION', content: 'More cricket please', status: 'REPLIED', reply: 'Coming next week!', repliedAt: '2026-11-21T09:00:00.000Z' }),
      record(),
    ]));
    renderAsMember(<FeedbackPage />, { path: '/member/feedback' });
    const list = within(await screen.findByRole('list', { name: 'My feedback' }));
    const [replied, waiting] = list.getAllByRole('listitem');
    expect(within(replied!).getByTestId('feedback-status')).toHaveTextContent('Replied');
    expect(within(replied!).getByTestId('feedback-reply')).toHaveTextContent('Our replyComing next week!');
    expect(replied).toHaveTextContent('Suggestion');
    expect(within(waiting!).getByTestId('feedback-status')).toHaveTextContent('Waiting for a reply');
    expect(waiting).toHaveTextContent('Our team will reply here soon.');
  });

  it('checks type, length (with a counter) and images before sending, then sends a multipart PUT and shows it', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const sent = record({ id: 9, type: 'PROBLEM', content: 'The slot froze twice', images: [{ id: 31, contentType: 'image/png', size: 2048 }] });
    const api = new FakeMemberApi().on('GET', path, pageOf([]), pageOf([sent])).on('PUT', path, { value: sent });
    renderAsMember(<FeedbackPage />, { path: '/member/feedback' });
    expect(await screen.findByText('You have not sent any feedback yet.')).toBeInTheDocument();

    const content = form().getByLabelText('Your feedback');
    expect(content).toHaveAttribute('maxlength', '140');
    expect(content).toHaveAccessibleDescription('0 of 140 characters 2 to 40 words, at most 140 characters.');
    await user.click(form().getByRole('button', { name: 'Send feedback' }));
    expect(form().getByLabelText('What is it about?')).toHaveFocus();
    expect(form().getByLabelText('What is it about?')).toHaveAccessibleDescription('Choose what your feedback is about.');
    await user.selectOptions(form().getByLabelText('What is it about?'), 'Problem with the site');
    await user.type(content, 'Froze');
    expect(content).toHaveAccessibleDescription(expect.stringContaining('5 of 140 characters'));
    await user.click(form().getByRole('button', { name: 'Send feedback' }));
    expect(content).toHaveFocus();
    expect(content).toHaveAccessibleDescription(expect.stringContaining('Please write between 2 and 40 words.'));

    const images = form().getByLabelText('Images (optional)');
    expect(images).toHaveAccessibleDescription('PNG or JPG, up to 5 MB each, at most 3 images');
    await user.upload(images, new File(['GIF89a'], 'cat.gif', { type: 'image/gif' }));
    expect(images).toHaveAccessibleDescription(expect.stringContaining('cat.gif is not a PNG or JPG image.'));
    await user.upload(images, image('huge.jpg', 'image/jpeg', 5 * 1024 * 1024 + 1));
    expect(images).toHaveAccessibleDescription(expect.stringContaining('huge.jpg is larger than 5 MB.'));
    await user.upload(images, [image('1.png'), image('2.png'), image('3.png'), image('4.png')]);
    expect(images).toHaveAccessibleDescription(expect.stringContaining('You can add at most 3 images.'));
    await user.upload(images, image('screen.png'));
    expect(within(form().getByRole('list', { name: 'Chosen images' })).getByText('screen.png')).toBeInTheDocument();
    expect(api.requests('PUT', path)).toHaveLength(0);

    await user.clear(content);
    await user.type(content, 'The slot froze twice');
    await user.click(form().getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Thank you! Your feedback has been sent.')).toBeInTheDocument();
    const [request] = api.requests('PUT', path);
    expect(request!.body).toEqual({ type: 'PROBLEM', content: 'The slot froze twice' });
    expect(request!.files.image!.map((file) => file.name)).toEqual(['screen.png']);
    expect(content).toHaveValue('');
    const list = within(await screen.findByRole('list', { name: 'My feedback' }));
    expect(list.getByText('The slot froze twice')).toBeInTheDocument();
    expect(list.getByRole('list', { name: 'Images (1)' })).toBeInTheDocument();
  });

  it('shows the api’s refusal and keeps what was written', async () => {
    new FakeMemberApi().on('GET', path, pageOf([])).on('PUT', path, { status: 400, errorCode: 'feedback.image.type', message: 'Images must be PNG or JPG.' });
    renderAsMember(<FeedbackPage />, { path: '/member/feedback', language: 'bn' });
    const user = userEvent.setup();
    const bnForm = within(await screen.findByRole('form', { name: 'মতামত পাঠান' }));
    await user.selectOptions(bnForm.getByLabelText('বিষয় কী?'), 'অন্য কিছু');
    await user.type(bnForm.getByLabelText('আপনার মতামত'), 'খুব ভালো সাইট');
    expect(bnForm.getByTestId('feedback-count')).toHaveTextContent('১৪০টির মধ্যে ১৩টি অক্ষর');
    await user.click(bnForm.getByRole('button', { name: 'মতামত পাঠান' }));
    await waitFor(() => expect(bnForm.getByRole('alert')).toHaveTextContent('Images must be PNG or JPG.'));
    expect(bnForm.getByLabelText('আপনার মতামত')).toHaveValue('খুব ভালো সাইট');
  });
});
