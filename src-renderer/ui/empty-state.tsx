import type { ReactNode } from 'react';

export interface EmptyStateProps {
  readonly title: string;
  readonly children: ReactNode;
}

/** What a screen shows while it has nothing to show, saying plainly what will be here. */
export function EmptyState({ title, children }: EmptyStateProps) {
  return (
    <section className="empty-state" aria-labelledby="empty-state-title">
      <h2 id="empty-state-title">{title}</h2>
      <div className="empty-state__body">{children}</div>
    </section>
  );
}
