import type { ChatMessage } from '@vusal/shared/schemas/chat';
import { Check, CheckCheck, Clock, FileText, PhoneMissed, ShieldAlert } from 'lucide-react';
import { MemberPhoto } from '../../../components/member/member-photo';
import type { MenuAction } from '../../../components/ui/menu-button';
import { callLineKey } from '../../../lib/call-line';
import { formatClock } from '../../../lib/format-time';
import { toast } from '../../../lib/toast';
import { useTranslation } from '../../../lib/translation';
import { MessageText } from './message-text';
import { MessageMenu } from './message-menu';

export type Tick = 'sending' | 'sent' | 'delivered' | 'read';

/** The sender's tick (details.md): sent, delivered (delivered_at) or read (both set). */
export function tickOf(message: ChatMessage): Tick {
  if (message.readAt) return 'read';
  if (message.deliveredAt) return 'delivered';
  return 'sent';
}

export function TickIcon({ tick }: { tick: Tick }) {
  const { t } = useTranslation();
  const label = t(`chat.status.${tick}`);
  const className = `size-4 ${tick === 'read' ? 'text-sky-300' : 'text-rose-100'}`;
  if (tick === 'sending') return <Clock role="img" aria-label={label} className={className} />;
  if (tick === 'sent') return <Check role="img" aria-label={label} className={className} />;
  return <CheckCheck role="img" aria-label={label} className={className} />;
}

/** The tallest a picture shows in a bubble, in rem (Tailwind's `max-h-72`). */
const IMAGE_MAX_HEIGHT_REM = 18;

/**
 * A picture's box before its bytes arrive, from the size the server stored: at most its own
 * width, at most 18rem tall, never wider than the bubble, so loading shifts nothing. Pictures
 * stored before sizes were kept size themselves as they load.
 */
function imageBox({ width, height }: NonNullable<ChatMessage['attachment']>) {
  if (!width || !height) {
    return { className: 'max-h-72 max-w-full rounded-xl object-contain' };
  }
  const widthAtMaxHeight = (IMAGE_MAX_HEIGHT_REM * width) / height;
  return {
    width,
    height,
    className: 'h-auto max-w-full rounded-xl bg-black/5 object-contain',
    style: {
      aspectRatio: `${width} / ${height}`,
      width: `min(${width}px, ${Number(widthAtMaxHeight.toFixed(3))}rem)`,
    },
  };
}

/** An attachment: images inline (opening in a new tab), other files a link with their name. */
export function AttachmentView({ message }: { message: ChatMessage }) {
  const { attachment } = message;
  if (!attachment) return null;
  if (message.type === 'image') {
    return (
      <a href={attachment.url} target="_blank" rel="noopener noreferrer" className="block">
        <img src={attachment.url} alt={attachment.name} loading="lazy" {...imageBox(attachment)} />
      </a>
    );
  }
  return (
    <a
      href={attachment.url}
      download={attachment.name}
      className="flex items-center gap-2 rounded-xl bg-black/10 px-3 py-2 font-medium underline-offset-2 hover:underline"
    >
      <FileText aria-hidden="true" className="size-5 shrink-0" />
      <span className="break-all">{attachment.name}</span>
    </a>
  );
}

/** Issue 40: a missed or declined call, a line across the conversation with its time. */
function CallLineItem({ message, label }: { message: ChatMessage; label: string }) {
  return (
    <li className="flex justify-center">
      <p className="flex items-center gap-1.5 rounded-full bg-stone-200/70 px-3 py-1 text-xs font-medium text-stone-700">
        <PhoneMissed aria-hidden="true" className="size-3.5" />
        {label}
        <time dateTime={message.createdAt}>{formatClock(message.createdAt)}</time>
      </p>
    </li>
  );
}

/** The other member as their messages show them: the small photo beside the first of a run. */
export type Sender = { name: string; photoUrl: string | null };

/**
 * One stored message: mine on the right with its tick, theirs on the left; its actions (copy,
 * and on theirs report: S3, the moderators see the message's excerpt) behind one menu button. The first of a run of theirs carries their
 * small photo (product.md section 2); the rest keep its place, so the run lines up.
 */
export function MessageItem({
  message,
  isMine,
  sender,
  onReport,
}: {
  message: ChatMessage;
  isMine: boolean;
  /** Set on the first of a run of the other member's messages. */
  sender?: Sender;
  onReport?: () => void;
}) {
  const { t } = useTranslation();
  const callLine = message.type === 'call' ? callLineKey(message.text) : null;
  if (callLine) return <CallLineItem message={message} label={t(callLine)} />;
  const actions: MenuAction[] = [];
  const { text } = message;
  if (text) {
    actions.push({
      key: 'copy',
      label: t('chat.copyText'),
      run: () =>
        void navigator.clipboard.writeText(text).then(
          () => toast.success(t('chat.copied')),
          () => toast.error(t('chat.copyFailed')),
        ),
    });
  }
  if (!isMine && onReport) {
    actions.push({ key: 'report', label: t('chat.reportMessage'), run: onReport });
  }
  return (
    <li className={`flex items-end gap-2 ${isMine ? 'justify-end' : 'justify-start'}`}>
      {isMine ? null : sender ? (
        <MemberPhoto
          name={sender.name}
          photoUrl={sender.photoUrl}
          alt={sender.name}
          className="size-7 shrink-0 self-start rounded-full"
        />
      ) : (
        <span aria-hidden="true" className="w-7 shrink-0" />
      )}
      <div
        className={`max-w-[80%] space-y-1 rounded-2xl px-3 py-2 ${
          isMine
            ? 'rounded-br-sm bg-rose-700 text-white'
            : 'rounded-bl-sm bg-white text-stone-900 shadow-sm'
        }`}
      >
        <AttachmentView message={message} />
        {message.text ? <MessageText text={message.text} /> : null}
        {/* Issue 37, item 6: the sender was asked and sent contact details anyway (decision 021). */}
        {!isMine && message.hasContactDetails ? (
          <p className="flex items-start gap-1.5 rounded-lg bg-amber-50 px-2 py-1.5 text-xs font-medium text-amber-900 ring-1 ring-amber-200">
            <ShieldAlert aria-hidden="true" className="mt-px size-4 shrink-0" />
            {t('chat.contactDetailsHint')}
          </p>
        ) : null}
        <p
          className={`flex items-center justify-end gap-1 text-xs ${isMine ? 'text-rose-100' : 'text-stone-600'}`}
        >
          <time dateTime={message.createdAt}>{formatClock(message.createdAt)}</time>
          {isMine ? <TickIcon tick={tickOf(message)} /> : null}
          <MessageMenu actions={actions} isMine={isMine} />
        </p>
      </div>
    </li>
  );
}
