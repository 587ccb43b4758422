/** Longer than this, a description is cut to one line in the table until hovered or focused. */
export const clipAfter = 40;

/**
 * Text that may be too long for its table column: shown on one line with an ellipsis, the whole
 * text in the title (hover) and unfolded while hovered or focused. Long text is a tab stop of its
 * own, so keyboard users can unfold it too; short text stays plain and adds no tab stop.
 */
export function ClippedText({ text }: { readonly text: string }) {
  if (text.length <= clipAfter) return <span className="clipped-text">{text}</span>;
  return (
    <span className="clipped-text clipped-text--long" title={text} tabIndex={0}>
      {text}
    </span>
  );
}
