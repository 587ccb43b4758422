/** The reason beside a disabled action that needs the service; nothing while it answers. */
export function OfflineReason({ id, reason }: { id: string; reason: string | null }) {
  if (reason === null) return null;
  return (
    <p id={id} className="muted offline-reason" data-testid="offline-reason">
      {reason}
    </p>
  );
}
