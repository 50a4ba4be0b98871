/** The fields of a mouse event, the DOM's or React's, that tell a plain click from one meant for a new tab or window. */
interface ClickFields {
  defaultPrevented: boolean;
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/** A click the page may take over: the main button, no modifier (those open a new tab or window), not handled yet. */
export function isPlainClick(event: ClickFields): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}
