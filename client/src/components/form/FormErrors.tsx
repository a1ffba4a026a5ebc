import { Callout } from '@blueprintjs/core';

export interface FormErrorsProps {
  messages: readonly string[];
  title?: string;
}

/** Problems that belong to no single field, above the form. Renders nothing when there are none. */
export function FormErrors({ messages, title }: FormErrorsProps) {
  if (messages.length === 0) return null;
  return (
    <Callout intent="danger" title={title} className="form-errors" role="alert">
      {messages.length === 1 ? (
        messages[0]
      ) : (
        <ul>
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </Callout>
  );
}
