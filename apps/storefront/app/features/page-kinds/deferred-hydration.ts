/**
 * Deferred hydration of a page's content (issue 15, first-load JS): the server renders the whole page; in the browser
 * the header and layout hydrate at once, but the content's code (cards, CMS blocks, filters, buy box) is fetched only
 * when the shopper first reaches for it: a pointer over or down on it, a touch, keyboard focus or a key inside it, a
 * client-side navigation or any router activity (which React could not apply to content it has not hydrated). Until
 * then React keeps the server's HTML as it is (a dehydrated Suspense boundary), which works as it does without
 * JavaScript: links and forms are real ones.
 *
 * A click or a form submission inside content that has not hydrated yet is held, not lost and not sent as a plain
 * request: it is cancelled, the content's chunk loaded and hydrated, and the click replayed on the same element (so a
 * card's Add to cart opens the side cart as it would have). Should the chunk fail to load, the replay goes to the
 * browser as it is: the link is followed, the form posted, as without JavaScript.
 *
 * The content's root element carries data-island="<name>"; its React part (KindIsland.tsx) reports hydration.
 */

interface Island {
  /** Resolved when the content's chunk may load. */
  used: Promise<void>;
  use(): void;
  /** Resolved once React has hydrated (or mounted) the content. */
  hydrated: Promise<void>;
  markHydrated(): void;
  isHydrated: boolean;
  /** The chunk did not load: events go to the browser untouched. */
  failed: boolean;
}

const islands = new Map<string, Island>();

function island(name: string): Island {
  const known = islands.get(name);
  if (known) return known;
  let use = () => {};
  let markHydrated = () => {};
  const created: Island = {
    used: new Promise<void>((resolve) => (use = resolve)),
    use: () => use(),
    hydrated: new Promise<void>((resolve) => (markHydrated = resolve)),
    markHydrated: () => {
      created.isHydrated = true;
      markHydrated();
    },
    isHydrated: false,
    failed: false,
  };
  islands.set(name, created);
  return created;
}

/**
 * Resolves when the content `name` is first used (see above); at once on the server. Called as soon as the content's
 * root has hydrated (its wrapper's effect), so that a use before React gets to the content itself counts.
 */
export function whenUsed(name: string): Promise<void> {
  if (typeof window === "undefined") return Promise.resolve();
  const known = island(name);
  // A field changed before any script ran (a slow line) is a use: the hydrated form applies it, as before.
  const root = document.querySelector(`[data-island="${CSS.escape(name)}"]`);
  if (root && [...root.querySelectorAll("input,select,textarea")].some(changedByShopper)) known.use();
  return known.used;
}

function changedByShopper(field: Element): boolean {
  if (field instanceof HTMLSelectElement)
    return [...field.options].some((option) => option.selected !== option.defaultSelected);
  if (field instanceof HTMLInputElement)
    return field.type === "checkbox" || field.type === "radio"
      ? field.checked !== field.defaultChecked
      : field.value !== field.defaultValue;
  return field instanceof HTMLTextAreaElement && field.value !== field.defaultValue;
}

/** Lets the content `name` load now. */
export function loadNow(name: string) {
  island(name).use();
}

export function markHydrated(name: string) {
  island(name).markHydrated();
}

export function markFailed(name: string) {
  island(name).failed = true;
}

/** The root of content that is still waiting to hydrate, around the event's target, and its island. */
function pendingIsland(target: EventTarget | null): Island | undefined {
  const root = target instanceof Element ? target.closest<HTMLElement>("[data-island]") : null;
  const name = root?.dataset.island;
  // Known or not yet: content whose wrapper React has not reached (the page's hydration runs in slices after the
  // scripts) is waiting too, and its wrapper reports to the same entry once it hydrates.
  const found = name ? island(name) : undefined;
  return found && !found.isHydrated && !found.failed ? found : undefined;
}

/** The events that announce a use: the chunk starts loading, the event itself goes on. */
// A changed select or field counts too (a choice made before hydration is applied by the hydrated form, as before).
const ANNOUNCING = ["pointerover", "pointerdown", "touchstart", "focusin", "input", "change"] as const;

function announce(event: Event) {
  pendingIsland(event.target)?.use();
}

/** The element a held click is replayed on: the control or link it was meant for. */
function clickable(target: Element): HTMLElement | undefined {
  const control = target.closest("a[href],button,input,select,textarea,label,summary,[role=button],[tabindex]");
  return control instanceof HTMLElement ? control : target instanceof HTMLElement ? target : undefined;
}

function hold(event: Event, replay: () => void) {
  const pending = pendingIsland(event.target);
  if (!pending) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  pending.use();
  // Once hydrated React's handlers are on the element; had the chunk failed, the replay is the browser's own.
  void Promise.race([pending.hydrated, failure(pending)]).then(() => setTimeout(replay, 0));
}

/** Resolves when the island is marked failed (polled: a failed load is rare and needs no exact timing). */
function failure(pending: Island): Promise<void> {
  return new Promise((resolve) => {
    const check = () => (pending.failed ? resolve() : pending.isHydrated ? undefined : setTimeout(check, 100));
    check();
  });
}

function holdClick(event: MouseEvent) {
  // A click meant for a new tab or window is the browser's: nothing of the page runs.
  if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return announce(event);
  const target = event.target instanceof Element ? clickable(event.target) : undefined;
  // A label of a radio or checkbox (a variant's swatch, a filter's name) is left to the browser: it clicks the field,
  // whose own click comes here next.
  if (target instanceof HTMLLabelElement && isToggle(target.control)) return announce(event);
  if (isToggle(target)) {
    // A radio or checkbox keeps the browser's toggle at once (the shopper sees it); once hydrated it is clicked again
    // so that React sees the change it would have: from the state before the click, whether hydration kept the
    // toggle (an uncontrolled field) or put the server's state back (a controlled one).
    const pending = pendingIsland(target);
    if (!pending) return;
    const wanted = target.checked;
    pending.use();
    void pending.hydrated.then(() =>
      setTimeout(() => {
        if (target.checked === wanted) target.checked = !wanted;
        target.click();
      }, 0),
    );
    return;
  }
  if (target) hold(event, () => target.click());
}

function isToggle(element: Element | null | undefined): element is HTMLInputElement {
  return element instanceof HTMLInputElement && (element.type === "radio" || element.type === "checkbox");
}

/** Keys a widget handles itself (a gallery's arrows, a dialog's Escape): held and replayed like a click. */
const WIDGET_KEYS = /^(Arrow|Home$|End$|Page|Escape$)/;

function holdKey(event: KeyboardEvent) {
  const target = event.target;
  announce(event);
  if (!(target instanceof HTMLElement) || !WIDGET_KEYS.test(event.key) || target.isContentEditable) return;
  // Typing and moving the caret stay the browser's.
  if (target.matches("input,textarea,select")) return;
  const { key, code, shiftKey, ctrlKey, altKey, metaKey } = event;
  hold(event, () =>
    target.dispatchEvent(
      new KeyboardEvent("keydown", { key, code, shiftKey, ctrlKey, altKey, metaKey, bubbles: true, cancelable: true }),
    ),
  );
}

function holdSubmit(event: SubmitEvent) {
  const form = event.target;
  if (!(form instanceof HTMLFormElement)) return;
  const submitter = event.submitter;
  hold(event, () => form.requestSubmit(submitter && form.contains(submitter) ? submitter : undefined));
}

function installListeners() {
  // On window, capturing: before React's own listeners on the document see the event.
  for (const type of ANNOUNCING) window.addEventListener(type, announce, { capture: true, passive: true });
  window.addEventListener("click", holdClick, { capture: true });
  window.addEventListener("keydown", holdKey, { capture: true });
  window.addEventListener("submit", holdSubmit, { capture: true });
}

// Listening from the moment this module runs, before React starts hydrating the page: a key, click or submit inside
// content in the time between the scripts running and the content's wrapper hydrating is held as later ones are, not
// lost (a gallery's arrow key has no handler in the server's HTML).
if (typeof window !== "undefined") installListeners();
