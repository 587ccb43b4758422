import { Suspense, type ReactNode } from 'react';

export interface LoadingPartProps {
  /** What is being loaded, as the person would say it: "Loading the reports…". */
  readonly text: string;
  readonly children: ReactNode;
}

/**
 * Holds a part of the app whose code arrives on first use, saying meanwhile what it is loading
 * (announced politely, so keyboard and screen-reader users know why the screen is still empty).
 */
export function LoadingPart({ text, children }: LoadingPartProps) {
  return (
    <Suspense
      fallback={
        <p className="muted" role="status" aria-busy="true" data-testid="loading-part">
          {text}
        </p>
      }
    >
      {children}
    </Suspense>
  );
}
