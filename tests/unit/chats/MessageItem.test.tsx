/**
 * Message bodies are plain text (contract `Message.body`; issue #3): markup in a body is shown
 * literally and never becomes elements, so it can never run.
 */
import { screen } from '@testing-library/react';
import type { Message } from '../../../src/contract/types';
import { MessageItem } from '../../../src/features/chats/MessageItem';
import { groupMessages } from '../../../src/features/chats/messageGroups';
import { renderChats } from './render';

const NOW = new Date('2026-05-15T12:00:00Z');

function message(id: number, sender: Message['sender'], body: string): Message {
  return {
    id,
    chat_id: 1288,
    sender,
    body,
    is_free: true,
    template_id: null,
    read_at: null,
    created_at: '2026-05-15T09:30:00Z',
  };
}

function renderMessage(m: Message) {
  const [row] = groupMessages([m], 'UTC');
  return renderChats(<MessageItem row={row} candidateName="Ana V." now={NOW} />);
}

describe('MessageItem renders bodies as text only', () => {
  const IMG = '<img src=x onerror=alert(1)>';
  const SCRIPT = '<script>window.__pwned = true</script>';

  beforeEach(() => {
    (window as { __pwned?: boolean }).__pwned = undefined;
  });

  it.each(['candidate', 'employer', 'system'] as const)(
    'shows an <img onerror> body of a %s message literally, with no img element',
    (sender) => {
      const { container } = renderMessage(message(1, sender, IMG));
      expect(screen.getByText(IMG)).toBeInTheDocument();
      expect(container.querySelector('img')).toBeNull();
      expect(container.innerHTML).toContain('&lt;img src=x onerror=alert(1)&gt;');
    },
  );

  it('shows a <script> body literally; no script element exists and nothing runs', () => {
    const { container } = renderMessage(message(2, 'candidate', SCRIPT));
    expect(screen.getByText(SCRIPT)).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  });

  it('keeps line breaks and mixed markup as text', () => {
    const body = 'Hi <b>there</b>\n<a href="javascript:alert(1)">click</a>';
    const { container } = renderMessage(message(3, 'candidate', body));
    expect(container.querySelector('b, a')).toBeNull();
    expect(container.textContent).toContain(body);
  });

  it('names the sender at the start of a group and shows the day and time', () => {
    renderMessage(message(4, 'candidate', 'Hello'));
    expect(screen.getByText('Ana V.')).toBeInTheDocument();
    expect(screen.getByText('Today')).toBeInTheDocument();
    expect(screen.getByText('9:30 AM')).toBeInTheDocument();
  });

  it('labels the employer’s own messages "You"', () => {
    renderMessage(message(5, 'employer', 'Hi'));
    expect(screen.getByText('You')).toBeInTheDocument();
  });
});
