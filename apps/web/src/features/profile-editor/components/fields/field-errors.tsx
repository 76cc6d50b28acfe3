import { CircleAlert } from 'lucide-react';

/** The messages of one field, read with it through `aria-describedby`. */
export function FieldErrors({ id, messages }: { id: string; messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <ul id={id} className="mt-1.5 space-y-1">
      {messages.map((message) => (
        <li key={message} className="flex items-start gap-1.5 text-sm font-medium text-red-700">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{message}</span>
        </li>
      ))}
    </ul>
  );
}
