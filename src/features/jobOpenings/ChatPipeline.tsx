import { useIntl } from 'react-intl';
import { COUNTED_STATUSES } from '../../api/chatCounts';
import type { ChatCounts, ChatStatus } from '../../contract/types';
import { Badge } from '../../components/Badge';
import { StackedBar, type StackedBarSegment } from '../../components/StackedBar';
import { STATUS_BADGE } from '../shared/chatStatusBadge';
import { defineMessages, type Message } from '../../i18n/defineMessages';

const messages = defineMessages({
  pipelineExpired: {
    id: 'chats.pipeline.expired',
    defaultMessage: '{count, plural, one {# expired} other {# expired}}',
  },
  pipelineHired: {
    id: 'chats.pipeline.hired',
    defaultMessage: '{count, plural, one {# hired} other {# hired}}',
  },
  pipelineLabel: {
    id: 'chats.pipeline.label',
    defaultMessage: 'Chats by status: {counts}',
  },
  pipelinePending: {
    id: 'chats.pipeline.pending',
    defaultMessage: '{count, plural, one {# pending} other {# pending}}',
  },
  pipelineRejected: {
    id: 'chats.pipeline.rejected',
    defaultMessage: '{count, plural, one {# rejected} other {# rejected}}',
  },
  pipelineUnlocked: {
    id: 'chats.pipeline.unlocked',
    defaultMessage: '{count, plural, one {# unlocked} other {# unlocked}}',
  },
  pipelineUnread: { id: 'chats.pipeline.unread', defaultMessage: '{count} unread' },
});

/** Each status's count in words ("2 pending"). */
const STATUS_COUNTS: Readonly<Record<ChatStatus, Message>> = {
  expired: messages.pipelineExpired,
  hired: messages.pipelineHired,
  pending: messages.pipelinePending,
  rejected: messages.pipelineRejected,
  unlocked: messages.pipelineUnlocked,
};

/** Props of {@link ChatPipeline}. */
export interface ChatPipelineProps {
  /** The opening's `chat_counts` (contract `ChatCounts`). */
  counts: ChatCounts;
  /** Leave statuses with no chats out of the legend (the bar shows only what exists). */
  hideEmpty?: boolean;
}

/**
 * An opening's pipeline at a glance (issue #9 point 3, contract `JobOpening.chat_counts`): its
 * chats by status as a compact stacked bar in the status colours of the chat badges, a legend
 * with each count in words ("2 pending"), and an unread badge when candidates' replies wait.
 * Reads the cached opening, which chatsApi keeps true after every action without a refetch.
 */
export function ChatPipeline({ counts, hideEmpty }: ChatPipelineProps) {
  const intl = useIntl();
  const segments: StackedBarSegment[] = COUNTED_STATUSES.map((status) => ({
    key: status,
    value: counts[status],
    tone: STATUS_BADGE[status],
    label: intl.formatMessage(STATUS_COUNTS[status], { count: counts[status] }),
  }));
  const words = segments.map((s) => s.label as string);
  const unread =
    counts.unread > 0
      ? intl.formatMessage(messages.pipelineUnread, { count: counts.unread })
      : undefined;
  return (
    <StackedBar
      segments={segments}
      hideEmpty={hideEmpty}
      label={intl.formatMessage(messages.pipelineLabel, {
        counts: intl.formatList(unread ? [...words, unread] : words, { type: 'unit' }),
      })}
      extra={unread && <Badge variant="info">{unread}</Badge>}
    />
  );
}
